import { makeAutoObservable, runInAction } from 'mobx'
import { toApiError, type ApiError } from '../api/ApiError'

/** `isLoading` / `error` of one kind of request (docs/conventions.md: per request, not per store). */
export class RequestState {
  isLoading = false
  error: ApiError | null = null
  /** Set once the request has succeeded at least once. */
  loaded = false

  /** The key of the answer in flight (e.g. its language); a newer key makes the older answer stale. */
  private currentKey: string | undefined
  private controller: AbortController | undefined
  private pending: Promise<unknown> | undefined

  constructor() {
    makeAutoObservable<RequestState, 'currentKey' | 'controller' | 'pending'>(this, { currentKey: false, controller: false, pending: false })
  }

  /** Marks the request as answered by a value that arrived another way (the start data in the page). */
  markLoaded(): void {
    this.isLoading = false
    this.error = null
    this.loaded = true
  }

  /** Runs `load`, tracking loading and error; rethrows the ApiError so callers can branch on it. */
  async run<T>(load: () => Promise<T>, apply: (value: T) => void, isCurrent: () => boolean = () => true): Promise<T> {
    this.isLoading = true
    this.error = null
    try {
      const value = await load()
      runInAction(() => {
        if (!isCurrent()) return
        apply(value)
        this.isLoading = false
        this.loaded = true
      })
      return value
    } catch (error) {
      const apiError = toApiError(error)
      runInAction(() => {
        if (!isCurrent()) return
        this.isLoading = false
        this.error = apiError
      })
      throw apiError
    }
  }

  /** Drops the request in flight (the form was closed): its answer, when it comes, is not applied. */
  cancel(): void {
    this.controller?.abort()
    this.controller = undefined
    this.pending = undefined
    this.currentKey = undefined
    this.isLoading = false
  }

  /** Forgets the last error (the form was closed or starts again). */
  clearError(): void {
    this.error = null
  }

  /**
   * `run` for an answer that depends on `key` (the language of notices and menus): a request for a new key
   * cancels the one in flight, and an answer for a key that is no longer current is dropped, never applied.
   * A request for the key already in flight joins it.
   */
  runKeyed<T>(key: string, load: (signal: AbortSignal) => Promise<T>, apply: (value: T) => void): Promise<T> {
    if (this.pending && this.currentKey === key) return this.pending as Promise<T>
    this.controller?.abort()
    const controller = new AbortController()
    this.controller = controller
    this.currentKey = key
    const isCurrent = () => this.controller === controller
    const pending = this.run(() => load(controller.signal), apply, isCurrent).finally(() => {
      if (isCurrent()) {
        this.pending = undefined
        this.controller = undefined
      }
    })
    this.pending = pending
    return pending
  }
}
