/**
 * Outgoing SMS and email. Every message the server sends (verification codes, password-reset links) goes through
 * a `MessageSender`; a merchant's real SMS or mail gateway is one more implementation, configured from server
 * environment variables.
 *
 * The default, `OutboxSender`, delivers nowhere: it appends each message as one JSON line to a file under the data
 * directory, so a developer (or an end-to-end test) reads the code there. Nothing is printed to the console: a
 * code in a log is a code anyone with the logs can use. With PORTICO_DEV_CAPTCHA_OUTBOX (development only) the
 * same file also gets each captcha's answer, channel `captcha`, so a browser journey can answer it.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Clock } from '../../runtime'

export type MessageChannel = 'sms' | 'email'

export interface OutgoingMessage {
  channel: MessageChannel
  /** A mobile number (digits, as the member entered it after normalising) or an email address. */
  to: string
  merchantCode: string
  /** Why it is sent, e.g. `register`, `login`, `forgotPassword`, `bindMobile`, `loginVerification`. */
  purpose: string
  text: string
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>
}

/** What an outbox line is about: a message sent, or (development only) a captcha's answer. */
export type OutboxChannel = MessageChannel | 'captcha'

/** One line of the outbox file. */
export interface OutboxEntry extends Omit<OutgoingMessage, 'channel'> {
  /** ISO 8601 time of sending. */
  at: string
  channel: OutboxChannel
}

/** Appends lines to the outbox; `OutboxSender` is the one implementation. */
export interface OutboxWriter {
  write(entry: Omit<OutboxEntry, 'at'>): Promise<void>
}

export class OutboxSender implements MessageSender, OutboxWriter {
  private queue: Promise<void> = Promise.resolve()
  private ready: Promise<unknown> | undefined

  constructor(
    /** The JSON-lines file, e.g. `.data/outbox.jsonl`; its folder is created on first send. */
    readonly file: string,
    private readonly clock: Clock,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.write(message)
  }

  /** Appends one line stamped with the clock's time; `send` for messages, directly for development notes. */
  write(message: Omit<OutboxEntry, 'at'>): Promise<void> {
    const { channel, to, merchantCode, purpose, text } = message
    const entry: OutboxEntry = { at: this.clock.now().toISOString(), channel, to, merchantCode, purpose, text }
    const line = `${JSON.stringify(entry)}\n`
    // One append at a time, in the order sent, so lines never interleave; a failed write fails its own send only.
    const write = this.queue.then(async () => {
      this.ready ??= mkdir(dirname(this.file), { recursive: true })
      await this.ready
      await appendFile(this.file, line, { encoding: 'utf8', mode: 0o600 })
    })
    this.queue = write.catch(() => undefined)
    return write
  }
}

/** Every message in an outbox file, oldest first (none when the file does not exist yet). */
export async function readOutbox(file: string): Promise<OutboxEntry[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry)
}

/** A sender that keeps messages in an array; for tests of code that sends. */
export class MemorySender implements MessageSender {
  readonly sent: OutboxEntry[] = []
  constructor(private readonly clock: Clock) {}
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push({ at: this.clock.now().toISOString(), ...message })
  }
}
