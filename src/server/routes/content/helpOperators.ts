/**
 * The operators' help calls (`/ops/help/<merchant>/articles`: list, create, edit, delete; `/ops/help/<merchant>/topics`:
 * list, write, delete), which `npm run operator --
 * help ...` speaks to, as an API table (contract/apiTable.ts) served through the contract's hooks (routes/apiCall.ts)
 * like the other operators' calls (routes/money/operators.ts): the same key, compared the same way in constant time
 * before anything else of the request is read, the operator's name from `X-Operator` kept as the article's editor, not
 * gated (an operator works during maintenance too). Every write goes through domain/content/help.ts, which cleans the
 * article's HTML before it is stored.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ApiTable } from '../../../contract/apiTable'
import type { ApiCallSchemas } from '../../../contract/schemas/apiTable'
import { HelpArticle } from '../../../contract/schemas/help'
import { findHelpArticles, findHelpTopics, type HelpArticleRow, type HelpTopicRow } from '../../db/content/help'
import { createHelpArticle, editHelpArticle, removeHelpArticle } from '../../domain/content/help'
import { removeHelpTopic, writeHelpTopic } from '../../domain/content/helpTopics'
import { AppError } from '../../errors'
import { apiCallRoute } from '../apiCall'
import type { HelpRouteDeps } from './help'
import { operatorKeyCredential } from '../operatorKey'

const RATE_LIMIT_PER_MINUTE = 120
const ARTICLES = '/ops/help/:merchant/articles'
const TOPICS = '/ops/help/:merchant/topics'

export const HELP_OPERATOR_API = {
  helpArticles: {
    method: 'GET', path: ARTICLES, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'A merchant’s help articles in one language or all, with their topics and editors',
  },
  createHelpArticle: {
    method: 'POST', path: ARTICLES, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Write a help article in one language under one of the merchant’s topics (its HTML is cleaned first)',
  },
  editHelpArticle: {
    method: 'POST', path: `${ARTICLES}/:id`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Rewrite a help article’s topic, title, text or place (its HTML is cleaned first)',
  },
  deleteHelpArticle: {
    method: 'POST', path: `${ARTICLES}/:id/delete`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Remove a help article (that language only)',
  },
  helpTopics: {
    method: 'GET', path: TOPICS, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'A merchant’s help topics (the footer’s tags), their names by language and their order',
  },
  writeHelpTopic: {
    method: 'POST', path: `${TOPICS}/:tag`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Write a help topic, or rename and move it (named in the merchant’s default language at least)',
  },
  deleteHelpTopic: {
    method: 'POST', path: `${TOPICS}/:tag/delete`, credential: 'operator key', rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    summary: 'Remove a help topic that has no article left',
  },
} as const satisfies ApiTable

const MerchantParam = Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The merchant’s code.' })
const IdParam = Type.String({ pattern: '^[0-9]{1,9}$', description: 'The article’s id.' })
const Tag = Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The topic’s tag (the footer’s).' })
const Edit = {
  topicTag: Tag,
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ minLength: 1, maxLength: 50_000, description: 'HTML: only text tags and http(s), mailto and site links are kept.' }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
}
const TagParam = Type.String({ pattern: '^[a-z0-9-]{1,32}$', description: 'The topic’s tag (the footer’s).' })
const OperatorTopic = Type.Object({
  tag: Type.String(),
  title: Type.Record(Type.String(), Type.String(), { description: 'The topic’s name by language code.' }),
  sort: Type.Integer(),
})
const OperatorArticle = Type.Object({ ...HelpArticle.properties, topicTag: Type.String(), sort: Type.Integer(), updatedBy: Type.String() })

export const HELP_OPERATOR_SCHEMAS = {
  helpArticles: {
    params: Type.Object({ merchant: MerchantParam }),
    query: Type.Object({ lang: Type.Optional(Type.String({ minLength: 2, maxLength: 8 })) }, { additionalProperties: false }),
    response: Type.Object({ list: Type.Array(OperatorArticle) }),
  },
  createHelpArticle: {
    params: Type.Object({ merchant: MerchantParam }),
    body: Type.Object(
      { ...Edit, slug: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }), lang: Type.String({ minLength: 2, maxLength: 8 }) },
      { additionalProperties: false },
    ),
    response: OperatorArticle,
  },
  editHelpArticle: {
    params: Type.Object({ merchant: MerchantParam, id: IdParam }),
    body: Type.Object(Edit, { additionalProperties: false }),
    response: OperatorArticle,
  },
  deleteHelpArticle: {
    params: Type.Object({ merchant: MerchantParam, id: IdParam }),
    response: Type.Object({ deleted: Type.Integer() }),
  },
  helpTopics: {
    params: Type.Object({ merchant: MerchantParam }),
    response: Type.Object({ list: Type.Array(OperatorTopic) }),
  },
  writeHelpTopic: {
    params: Type.Object({ merchant: MerchantParam, tag: TagParam }),
    body: Type.Object(
      {
        title: Type.Record(Type.String({ pattern: '^[a-z]{2,8}$' }), Type.String({ maxLength: 64, pattern: '^[^\\u0000-\\u001F\\u007F]*$' }), { minProperties: 1, maxProperties: 16 }),
        sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
      },
      { additionalProperties: false },
    ),
    response: OperatorTopic,
  },
  deleteHelpTopic: {
    params: Type.Object({ merchant: MerchantParam, tag: TagParam }),
    response: Type.Object({ deleted: Type.String() }),
  },
} as const satisfies Record<keyof typeof HELP_OPERATOR_API, ApiCallSchemas>


const operatorArticle = (row: HelpArticleRow) => ({
  id: row.id, slug: row.slug, title: row.title, content: row.content, lang: row.lang, updatedAt: row.updatedAt.toISOString(),
  topicTag: row.topicTag, sort: row.sort, updatedBy: row.updatedBy,
})

const operatorTopic = (row: HelpTopicRow) => ({ tag: row.tag, title: row.title, sort: row.sort })

export function helpOperatorRoutes(app: FastifyInstance, deps: HelpRouteDeps, key: string): void {
  const credential = operatorKeyCredential(key)
  const binding = {
    tag: 'operators', table: HELP_OPERATOR_API, schemas: HELP_OPERATOR_SCHEMAS, credential, gated: false, security: 'operatorKey',
    rateLimitPerMinute: deps.rateLimitPerMinute,
  }
  const merchantOf = (code: string) => {
    const merchant = deps.merchants.byCode(code)
    if (!merchant) throw new AppError('not.found')
    return merchant.config
  }
  app.route(apiCallRoute(binding, 'helpArticles', {
    handler: async ({ params, query }) => {
      const config = merchantOf(params.merchant)
      const languages = query.lang ? [query.lang] : [...config.languages.selectable]
      return { list: (await findHelpArticles(deps.db, config.code, languages)).map(operatorArticle) }
    },
  }))
  app.route(apiCallRoute(binding, 'createHelpArticle', {
    handler: async ({ params, body, caller }) =>
      operatorArticle(await createHelpArticle(deps.db, merchantOf(params.merchant), body, `admin:${caller}`, deps.clock.now())),
  }))
  app.route(apiCallRoute(binding, 'editHelpArticle', {
    handler: async ({ params, body, caller }) =>
      operatorArticle(await editHelpArticle(deps.db, merchantOf(params.merchant), Number(params.id), body, `admin:${caller}`, deps.clock.now())),
  }))
  app.route(apiCallRoute(binding, 'deleteHelpArticle', {
    handler: async ({ params }) => {
      await removeHelpArticle(deps.db, merchantOf(params.merchant), Number(params.id))
      return { deleted: Number(params.id) }
    },
  }))
  app.route(apiCallRoute(binding, 'helpTopics', {
    handler: async ({ params }) => ({ list: (await findHelpTopics(deps.db, merchantOf(params.merchant).code)).map(operatorTopic) }),
  }))
  app.route(apiCallRoute(binding, 'writeHelpTopic', {
    handler: async ({ params, body }) => operatorTopic(await writeHelpTopic(deps.db, merchantOf(params.merchant), params.tag, body)),
  }))
  app.route(apiCallRoute(binding, 'deleteHelpTopic', {
    handler: async ({ params }) => {
      await removeHelpTopic(deps.db, merchantOf(params.merchant), params.tag)
      return { deleted: params.tag }
    },
  }))
}
