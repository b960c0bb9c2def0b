/**
 * The messages simulated people sent, with the business's read state: what reactions and
 * mark-as-read refer to, and what the control API shows (`GET /_emulator/received`). Marking one
 * message read marks the earlier ones of that person to that number read too, as Meta's
 * mark-as-read guide says ("Marking a message as read will also mark earlier messages in the
 * thread as read": https://developers.facebook.com/docs/whatsapp/cloud-api/guides/mark-message-as-read).
 */

export interface ReceivedMessage {
  /** The wamid of the messages webhook. */
  id: string;
  phoneNumberId: string;
  /** The person's WhatsApp id (digits). */
  from: string;
  type: string;
  /** When the person sent it, on the emulator's clock (ms). */
  at: number;
  /** The text, the button or list title, the reaction's emoji or the media's caption. */
  text?: string;
  /** The media id of an image or document. */
  mediaId?: string;
  /** When the business marked it read (ms on the emulator's clock); null while unread. */
  readAt: number | null;
}

export class ReceivedMessages {
  private readonly byId = new Map<string, ReceivedMessage>();
  /** `phoneNumberId:from` → that person's messages to the number, oldest first. */
  private readonly threads = new Map<string, ReceivedMessage[]>();

  add(message: Omit<ReceivedMessage, 'readAt'>): ReceivedMessage {
    const record: ReceivedMessage = { ...message, readAt: null };
    this.byId.set(record.id, record);
    const key = threadKey(record.phoneNumberId, record.from);
    const thread = this.threads.get(key) ?? [];
    thread.push(record);
    this.threads.set(key, thread);
    return record;
  }

  get(id: string): ReceivedMessage | undefined {
    return this.byId.get(id);
  }

  /** Marks `record` and the person's earlier messages to the number read (once: the first time stays). */
  markRead(record: ReceivedMessage, now: number): void {
    for (const message of this.threads.get(threadKey(record.phoneNumberId, record.from)) ?? []) {
      message.readAt ??= now;
      if (message === record) break;
    }
  }

  /** Oldest first, for one number and/or one person. */
  list(filter: { phoneNumberId?: string; from?: string }): ReceivedMessage[] {
    const all = [...this.byId.values()];
    return all.filter(
      (m) =>
        (filter.phoneNumberId === undefined || m.phoneNumberId === filter.phoneNumberId) &&
        (filter.from === undefined || m.from === filter.from),
    );
  }
}

const threadKey = (phoneNumberId: string, from: string) => `${phoneNumberId}:${from}`;
