import net from 'node:net'

export type TcpLink = {
  /** Where clients connect: 127.0.0.1 and this port. */
  port: number
  /** Drops every open connection and refuses new ones, as a stopped server does. */
  cut: () => Promise<void>
  /**
   * Drops every open connection and then accepts new ones without ever answering, as a server
   * behind a broken network does: clients wait until their own timeouts.
   */
  stall: () => void
  /** Forwards new connections again (after `stall`). */
  resume: () => void
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>
  close: () => Promise<void>
}

/**
 * A TCP relay on a loopback port in front of a real server (PostgreSQL here). Cutting it makes the
 * server unreachable for whoever connects through it, without stopping the server other tests
 * and processes share.
 */
export async function startTcpLink(target: { host: string; port: number }): Promise<TcpLink> {
  const open = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0
  let stalled = false

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listener = net.createServer((client) => {
        if (stalled) {
          open.add(client)
          client.on('error', () => client.destroy())
          return
        }
        const upstream = net.connect(target.port, target.host)
        open.add(client).add(upstream)
        const drop = () => {
          client.destroy()
          upstream.destroy()
          open.delete(client)
          open.delete(upstream)
        }
        client.on('error', drop).on('close', drop)
        upstream.on('error', drop).on('close', drop)
        client.pipe(upstream).pipe(client)
      })
      listener.once('error', reject)
      listener.listen(port, '127.0.0.1', () => {
        port = (listener.address() as net.AddressInfo).port
        server = listener
        resolve()
      })
    })

  const stop = async () => {
    const listener = server
    server = undefined
    for (const socket of open) socket.destroy()
    open.clear()
    if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()))
  }

  await listen()
  return {
    get port() {
      return port
    },
    cut: stop,
    restore: listen,
    stall: () => {
      stalled = true
      for (const socket of open) socket.destroy()
      open.clear()
    },
    resume: () => {
      stalled = false
      for (const socket of open) socket.destroy()
      open.clear()
    },
    close: stop,
  }
}
