import { describe, expect, it } from 'vitest'
import { ModalStore } from './ModalStore'

describe('ModalStore', () => {
  it('keeps a stack with the last opened on top and no duplicates', () => {
    const modals = new ModalStore()
    modals.open('announcement')
    modals.open('login', { reason: 'lottery' })
    expect(modals.top).toEqual({ name: 'login', props: { reason: 'lottery' } })
    modals.open('announcement')
    expect(modals.stack.map((m) => m.name)).toEqual(['login', 'announcement'])
    modals.close()
    expect(modals.top?.name).toBe('login')
    modals.open('register')
    modals.close('login')
    expect(modals.isOpen('login')).toBe(false)
    expect(modals.top?.name).toBe('register')
    modals.closeAll()
    expect(modals.top).toBeUndefined()
  })

  it('keeps the props a modal was opened with, for that modal', () => {
    const modals = new ModalStore()
    modals.open('login', { reason: 'lottery' })
    modals.open('register')
    expect(modals.propsOf('login')).toEqual({ reason: 'lottery' })
    expect(modals.propsOf('register')).toBeUndefined()
    // @ts-expect-error: the register modal takes no props
    modals.open('register', { reason: 'x' })
  })
})
