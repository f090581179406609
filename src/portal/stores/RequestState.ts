import { makeAutoObservable, runInAction } from 'mobx'
import { toApiError, type ApiError } from '../api/ApiError'

/** `isLoading` / `error` of one kind of request (CONVENTIONS.md: per request, not per store). */
export class RequestState {
  isLoading = false
  error: ApiError | null = null
  /** Set once the request has succeeded at least once. */
  loaded = false

  constructor() {
    makeAutoObservable(this)
  }

  /** Runs `load`, tracking loading and error; rethrows the ApiError so callers can branch on it. */
  async run<T>(load: () => Promise<T>, apply: (value: T) => void): Promise<T> {
    this.isLoading = true
    this.error = null
    try {
      const value = await load()
      runInAction(() => {
        apply(value)
        this.isLoading = false
        this.loaded = true
      })
      return value
    } catch (error) {
      const apiError = toApiError(error)
      runInAction(() => {
        this.isLoading = false
        this.error = apiError
      })
      throw apiError
    }
  }
}
