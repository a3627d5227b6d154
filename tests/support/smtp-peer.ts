import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SmtpPeer = {
  url: string
  port: number
  received: ParsedMail[]
  /** Answer every message with this SMTP error instead of accepting it. */
  rejectWith: { code: number; message: string } | null
  /** Hold each message this long before answering, like a slow server. */
  delayMs: number
  /** Messages whose data has started to arrive (received or not yet answered). */
  receiving: number
  close: () => Promise<void>
}

/** A real SMTP server on a loopback port (the `smtp-server` package), keeping what it receives. */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const peer: Partial<SmtpPeer> &
    Pick<SmtpPeer, 'received' | 'rejectWith' | 'delayMs' | 'receiving'> = {
    received: [],
    rejectWith: null,
    delayMs: 0,
    receiving: 0,
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      peer.receiving += 1
      simpleParser(stream)
        .then(async (mail) => {
          if (peer.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, peer.delayMs))
          if (peer.rejectWith) {
            const error = Object.assign(new Error(peer.rejectWith.message), {
              responseCode: peer.rejectWith.code,
            })
            callback(error)
            return
          }
          peer.received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actualPort = (server.server.address() as AddressInfo).port
  peer.port = actualPort
  peer.url = `smtp://127.0.0.1:${actualPort}`
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return peer as SmtpPeer
}
