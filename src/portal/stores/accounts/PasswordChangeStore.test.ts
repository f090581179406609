/** A member's own password change from the member centre (the forced change of a login is in tests/unit/accounts.test.ts). */
import { describe, expect, it } from 'vitest'
import { accountServer, type AccountServer } from '../../../../tests/unit/accountServer'
import { memoryStorages, portalWith } from '../../testing/fixtures'

async function signedIn(server: AccountServer) {
  const storage = memoryStorages()
  storage.session.setItem('token', 'tok-member')
  storage.session.setItem('account', 'demomember')
  const portal = portalWith(server.transport, storage)
  await portal.root.start()
  const { passwordChange } = await portal.root.loadAuth()
  return { ...portal, passwordChange }
}

const INPUT = { oldPassword: 'Portico#Demo2026', password: 'Fresh#Pass2026', confirmPassword: 'Fresh#Pass2026' }

describe("a member's own password change", () => {
  it('sends the current and new password (encrypted) with the session, and closes the modal; the session goes on', async () => {
    const server = await accountServer()
    server.transport.on('changePassword', { value: { signedOut: 0 } })
    const { root, passwordChange, transport } = await signedIn(server)
    root.modals.open('changePassword')
    expect(await passwordChange.submit(INPUT)).toBe(true)
    const change = transport.requests.find((r) => r.name === 'changePassword')!
    expect(change.headers.Authorization).toBe('tok-member')
    expect(await server.open(change)).toEqual({ oldPassword: 'Portico#Demo2026', newPassword: 'Fresh#Pass2026', confirmNewPassword: 'Fresh#Pass2026' })
    expect(root.modals.isOpen('changePassword')).toBe(false)
    expect(root.session.token).toBe('tok-member')
  })

  it('may end every other session of the member', async () => {
    const server = await accountServer()
    server.transport.on('changePassword', { value: { signedOut: 2 } })
    const { passwordChange, transport } = await signedIn(server)
    await passwordChange.submit({ ...INPUT, signOutOthers: true })
    expect(await server.open(transport.requests.find((r) => r.name === 'changePassword')!)).toMatchObject({ signOutOthers: true })
  })

  it('a wrong current password keeps the modal open with the message', async () => {
    const server = await accountServer()
    server.transport.on('changePassword', { status: 400, errorCode: 'password.wrong' })
    const { root, passwordChange } = await signedIn(server)
    root.modals.open('changePassword')
    expect(await passwordChange.submit({ ...INPUT, oldPassword: 'nope' })).toBe(false)
    expect(passwordChange.request.error?.code).toBe('password.wrong')
    expect(root.modals.isOpen('changePassword')).toBe(true)
  })

  it('sends nothing without the current password, or without a session', async () => {
    const server = await accountServer()
    const { root, passwordChange, transport } = await signedIn(server)
    expect(await passwordChange.submit({ ...INPUT, oldPassword: undefined })).toBe(false)
    root.signOut()
    expect(await passwordChange.submit(INPUT)).toBe(false)
    expect(transport.count('changePassword')).toBe(0)
  })
})
