import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '#test-support/database'
import { createDatabase, type DatabaseHandle } from './db/client'
import { checkHealth } from './health'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

/** A TCP peer that accepts connections and never says a word, like a wedged database. */
async function silentServer(): Promise<number> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return (server.address() as net.AddressInfo).port
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function postgresAt(port: number): DatabaseHandle {
  const handle = createDatabase({ kind: 'postgres', url: `postgres://nobody@127.0.0.1:${port}/x` })
  cleanups.push(() => handle.close().catch(() => {}))
  return handle
}

describe('checkHealth', () => {
  it('reports ok when the database answers', async () => {
    const handle = await createTestDatabase()
    cleanups.push(() => handle.close())
    expect(await checkHealth(() => handle.db)).toEqual({ status: 'ok', db: 'ok' })
  })

  it('reports down when the database is closed', async () => {
    const handle = await createTestDatabase()
    await handle.close()
    expect(await checkHealth(() => handle.db)).toEqual({ status: 'degraded', db: 'down' })
  })

  it('reports down when nothing listens on the database port', async () => {
    const handle = postgresAt(await closedPort())
    expect(await checkHealth(() => handle.db)).toEqual({ status: 'degraded', db: 'down' })
  })

  it('reports down within 2 s when the database never answers', async () => {
    const handle = postgresAt(await silentServer())
    const started = performance.now()
    expect(await checkHealth(() => handle.db)).toEqual({ status: 'degraded', db: 'down' })
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('reports down when opening the database itself fails', async () => {
    const report = await checkHealth(() => {
      throw new Error('cannot open data folder')
    })
    expect(report).toEqual({ status: 'degraded', db: 'down' })
  })
})
