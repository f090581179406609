/**
 * The chat room's events on their way to every open widget of the room: through the member event bus's room
 * channels (domain/events/bus.ts), so one process delivers to its own streams and, with REDIS_URL, every process to
 * its own. A message carries its writer's id inside the server only: each stream turns it into the member's view
 * (`own`) and the id never leaves (routes/chat/index.ts).
 */
import type { ChatMessage } from '../../../contract/schemas/chat'
import type { MemberEventBus } from '../events/bus'

export type ChatBusEvent =
  | { type: 'message'; memberId: number; message: ChatMessage }
  | { type: 'deleted'; room: string; id: number }

const roomOfEvent = (event: ChatBusEvent) => (event.type === 'message' ? event.message.room : event.room)

export function publishChatEvent(bus: MemberEventBus, merchantCode: string, event: ChatBusEvent): void {
  bus.publishRoom(merchantCode, `chat:${roomOfEvent(event)}`, event)
}

export function subscribeChatRoom(bus: MemberEventBus, merchantCode: string, room: string, listener: (event: ChatBusEvent) => void): () => void {
  return bus.subscribeRoom(merchantCode, `chat:${room}`, (event) => listener(event as ChatBusEvent))
}
