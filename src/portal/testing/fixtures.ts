/** Server answers built from the shipped merchant files, for store tests. */
import { MERCHANTS, type MerchantCode } from '../../config/merchants/index'
import { toPublicConfig } from '../../config/public'
import type { GameMenu, Notice, Notices, SystemStatus } from '../../contract'
import { createPortal } from '../createPortal'
import { MemoryNavigation } from '../navigation'
import { MemoryStorage, type PortalStorages } from '../storage'
import { createFakeTransport, type FakeTransport } from './fakeTransport'


export function statusFor(code: MerchantCode, overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    merchantCode: code,
    maintenance: { enabled: false, endsAt: null },
    regionRestriction: false,
    country: 'TH',
    ipBlocked: false,
    ip: '127.0.0.1',
    registerRules: { fields: [] },
    imageCDNs: [''],
    launchGameCDNs: [''],
    serverTime: '2026-11-21T00:00:00.000Z',
    ...overrides,
  }
}

export function gameMenusFor(code: MerchantCode): GameMenu[] {
  return MERCHANTS[code].navigation.categories.map((category) => ({
    gameGroupCode: category.key,
    labelName: category.key,
    path: `/${category.key.toLowerCase()}`,
    gameMenus: category.vendors.map((vendor) => ({
      vendorCode: vendor.code,
      labelName: vendor.name,
      logo: vendor.logo ?? `/assets/vendors/${vendor.code}.svg`,
      isHot: vendor.isHot ? 1 : 0,
      maintenance: vendor.maintenance ?? false,
    })),
  }))
}

export function notice(id: number, type: Notice['type'], title = `Notice ${id}`): Notice {
  return { id, type, title, content: `<p>${title}</p>`, imageUrl: null, link: null, startAt: '2026-11-01T00:00:00.000Z' }
}

export function noticesWith(popupCount: number): Notices {
  return {
    player: [notice(1, 'PL')],
    banners: [notice(2, 'B')],
    popup: Array.from({ length: popupCount }, (_, i) => notice(100 + i, 'PU')),
    promotion: [],
  }
}

/** A fake server that answers like the real one for a merchant, with per-test overrides afterwards. */
export function fakeServer(code: MerchantCode = 'demo', status: Partial<SystemStatus> = {}): FakeTransport {
  const merchant = MERCHANTS[code]
  return createFakeTransport()
    .on('systemStatus', { value: statusFor(code, status) })
    .on('merchantConfig', { value: toPublicConfig(merchant) })
    .on('countryCodes', { value: [{ countryCode: 'TH', dialCode: '+66', name: 'Thailand' }] })
    .on('whitelabel', { value: merchant.whitelabel })
    .on('domainRoute', { value: { domainList: [{ domain: 'localhost', speed: 1 }], resources: [] } })
    .on('gameMenus', { value: gameMenusFor(code) })
    .on('registerSettings', { value: { fields: [] } })
    .on('notices', { value: noticesWith(3) })
    .on('updateLanguage', (request) => ({ value: { language: (request.body as { language: string }).language, direction: 'ltr', translated: true } }))
}

export function memoryStorages(): PortalStorages & { local: MemoryStorage; session: MemoryStorage } {
  return { local: new MemoryStorage(), session: new MemoryStorage() }
}

export function portalWith(transport: FakeTransport, storage = memoryStorages(), host = 'localhost:3000', navigation = new MemoryNavigation()) {
  const { root, api } = createPortal({ storage, adapter: transport.adapter, location: { host }, navigation })
  return { root, api, storage, transport, navigation }
}
