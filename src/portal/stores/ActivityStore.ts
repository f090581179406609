/**
 * Activities in the portal (spec sections 4, 5, 7; docs/activities.md): the member's state in a promotion and its
 * action (join, claim, sign in, apply with the form), and the member's bonus grants with their turnover (the member
 * centre's bonus details). It lives in the chunks that use it (activityOf), with the calls' table and error codes, so
 * the first screen carries none of them.
 *
 * An application keeps its key until it is answered: sending it again after a lost answer is a replay the server
 * answers with the same application. An image uploaded once is not uploaded again on a retry.
 */
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx'
import { ACTIVITIES_ENDPOINTS } from '../../contract/activitiesEndpoints'
import { ACTIVITIES_ERRORS } from '../../contract/activitiesErrors'
import { registerErrors } from '../../contract/errors'
import type { ActivityApplication, ActivityView, MyBonuses } from '../../contract/schemas/activities'
import type { ApiClient } from '../api/client'
import { registerEndpoints } from '../api/endpointTable'
import { uploadFile } from '../api/upload'
import { RequestState } from './RequestState'

registerEndpoints(ACTIVITIES_ENDPOINTS)
registerErrors(ACTIVITIES_ERRORS)

/** The member's one-tap actions (an application goes through `apply`). */
export type ActivityAction = 'join' | 'claim' | 'signIn'

export interface ApplicationDraft {
  remark: string
  /** Up to three PNG or JPEG images (the form offers no more). */
  images: readonly File[]
}

export interface ActivityDeps {
  api: ApiClient
  loggedIn: () => boolean
}

/** A request key: 128 random bits as hex, from the CSPRNG. */
function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

const ACTION_CALLS = { join: 'joinActivity', claim: 'claimActivity', signIn: 'signInActivity' } as const

export class ActivityStore {
  /** The member's state per promotion code (only those read). */
  readonly views = observable.map<string, ActivityView>({}, { deep: false })
  /** The last action that succeeded, per code (the page says what happened). */
  readonly done = observable.map<string, ActivityAction | 'apply'>({}, { deep: false })
  bonuses: MyBonuses | null = null
  lastApplication: ActivityApplication | null = null
  readonly requests = { view: new RequestState(), action: new RequestState(), apply: new RequestState(), bonuses: new RequestState() }
  private unanswered: { key: string; fingerprint: string } | null = null
  private readonly uploaded = new WeakMap<File, string>()

  constructor(private readonly deps: ActivityDeps) {
    makeAutoObservable<ActivityStore, 'deps' | 'unanswered' | 'uploaded'>(this, {
      deps: false, requests: false, unanswered: false, uploaded: false, views: false, done: false, bonuses: observableRef, lastApplication: observableRef,
    })
  }

  /** The member's state in the promotion `code` (a guest has none: the page shows the period's state). */
  load(code: string): Promise<void> {
    if (!this.deps.loggedIn()) return Promise.resolve()
    return this.requests.view
      .runKeyed(code, (signal) => this.deps.api.call('myActivities', { query: { code }, signal }), (value) => {
        for (const view of value.list) this.views.set(view.code, view)
      })
      .then(ignore, ignore)
  }

  /** Join, claim or sign in: one transition; the answer is the new state. True when the server took it. */
  async act(code: string, action: ActivityAction): Promise<boolean> {
    try {
      const view = await this.requests.action.run(() => this.deps.api.call(ACTION_CALLS[action], { body: { code } }), (value) => {
        this.views.set(code, value)
        this.done.set(code, action)
      })
      // A claim pays: the bonus list is stale.
      if (action === 'claim' && this.bonuses) void this.loadBonuses()
      return view !== null
    } catch {
      return false
    }
  }

  /** An application: its images first, then the application naming them. True when the server took it. */
  async apply(code: string, draft: ApplicationDraft): Promise<boolean> {
    const fingerprint = JSON.stringify([code, draft.remark, draft.images.map((file) => `${file.name}:${file.size}:${file.lastModified}`)])
    const key = this.unanswered?.fingerprint === fingerprint ? this.unanswered.key : newRequestKey()
    this.unanswered = { key, fingerprint }
    try {
      const application = await this.requests.apply.run(async () => {
        const imageIds: string[] = []
        for (const file of draft.images) {
          let id = this.uploaded.get(file)
          if (!id) {
            id = (await uploadFile(this.deps.api, 'uploadActivityImage', { file })).imageId
            this.uploaded.set(file, id)
          }
          imageIds.push(id)
        }
        const body = { idempotencyKey: key, code, ...(draft.remark.trim() ? { remark: draft.remark } : {}), ...(imageIds.length ? { imageIds } : {}) }
        return this.deps.api.call('applyActivity', { body })
      }, (value) => {
        this.lastApplication = value
        this.done.set(code, 'apply')
      })
      runInAction(() => (this.unanswered = null))
      void this.load(code)
      return application !== null
    } catch (error) {
      // A refusal was an answer: the next send is a new request. Only a send with no answer keeps its key.
      if (((error as { status?: number }).status ?? 0) !== 0) this.unanswered = null
      return false
    }
  }

  /** The member's bonus grants with their turnover now. */
  loadBonuses(): Promise<void> {
    if (!this.deps.loggedIn()) return Promise.resolve()
    return this.requests.bonuses.runKeyed('bonuses', (signal) => this.deps.api.call('myBonuses', { signal }), (value) => (this.bonuses = value)).then(ignore, ignore)
  }

  /** Another session: nothing of the last member's stays. */
  reset(): void {
    this.views.clear()
    this.done.clear()
    this.bonuses = null
    this.lastApplication = null
    this.unanswered = null
  }
}

const ignore = () => undefined

/** What holds the activity store: the RootStore (its api and session). */
export interface ActivityHost {
  api: ApiClient
  session: { isLoggedIn: boolean }
}

const stores = new WeakMap<ActivityHost, ActivityStore>()

/** The root's activity store, made the first time a promotion's page or the bonus details need it. */
export function activityOf(root: ActivityHost): ActivityStore {
  let store = stores.get(root)
  if (!store) {
    store = new ActivityStore({ api: root.api, loggedIn: () => root.session.isLoggedIn })
    stores.set(root, store)
  }
  return store
}
