/**
 * The reference for the API figures: a plain Fastify hello-world (no plugins, no logger), run as its own process
 * the same way the server runs (node --import tsx). Env: PORT, HOST (127.0.0.1).
 */
import Fastify from 'fastify'

const app = Fastify()
app.get('/', async () => ({ hello: 'world' }))

const shutdown = () => void app.close().then(() => process.exit(0))
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)

await app.listen({ port: Number(process.env.PORT ?? 4392), host: process.env.HOST ?? '127.0.0.1' })
