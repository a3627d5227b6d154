import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

// compose.yaml without a Docker engine: parsed as Compose reads it (YAML merge keys included) and
// checked for what the deployment depends on. `docker compose config` on a machine with Docker
// checks it against the Compose specification itself.

const root = path.resolve(import.meta.dirname, '..')
const text = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8')
const nginxConf = fs.readFileSync(path.join(root, 'deploy/nginx/nginx.conf'), 'utf8')
const upstreamsConf = fs.readFileSync(path.join(root, 'deploy/nginx/upstreams.conf'), 'utf8')

type Healthcheck = { test: string[]; interval?: string; timeout?: string; retries?: number }
type Service = {
  image?: string
  build?: { context: string; args?: Record<string, string> }
  environment?: Record<string, string>
  ports?: string[]
  volumes?: string[]
  depends_on?: Record<string, { condition: string; restart?: boolean }>
  healthcheck?: Healthcheck
  networks?: string[]
  restart?: string
}
type Compose = {
  name?: string
  services: Record<string, Service>
  volumes?: Record<string, unknown>
  networks?: Record<string, unknown>
}

const compose = parse(text, { merge: true }) as Compose
const { services } = compose
const apps = ['app1', 'app2'] as const

/** Every `${…}` in the file: the variable and how Compose treats it when unset. */
const interpolations = [...text.matchAll(/\$\{(\w+)(?:(:?[?-])([^}]*))?\}/g)].map((match) => ({
  name: match[1]!,
  operator: match[2] ?? '',
  rest: match[3] ?? '',
}))

describe('compose.yaml', () => {
  it('has only the top-level keys of the Compose specification', () => {
    const allowed = ['name', 'services', 'networks', 'volumes', 'configs', 'secrets', 'include']
    for (const key of Object.keys(compose)) {
      expect(allowed.includes(key) || key.startsWith('x-'), key).toBe(true)
    }
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'mailpit', 'nginx', 'postgres'])
  })

  it('runs both instances from one image with one environment', () => {
    const [first, second] = apps.map((name) => services[name]!)
    expect(first!.image).toBe(second!.image)
    expect(first!.build).toEqual(second!.build)
    expect(first!.build?.context).toBe('.')
    expect(first!.environment).toEqual(second!.environment)
    expect(fs.existsSync(path.join(root, first!.build!.context, 'Dockerfile'))).toBe(true)
  })

  it('gives the instances what production needs', () => {
    const env = services.app1!.environment!
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      REQUIRE_SECRETS: '1',
      DATA_DIR: '/data',
    })
    expect(env.DATABASE_URL).toMatch(
      /^postgres:\/\/northbridge:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/northbridge$/,
    )
    expect(env.SMTP_URL).toMatch(/smtp:\/\/mailpit:1025/)
    // The build argument and the run-time value come from the same variable.
    expect(services.app1!.build!.args!.NEXT_PUBLIC_SITE_URL).toBe(env.NEXT_PUBLIC_SITE_URL)
    for (const app of apps) {
      expect(services[app]!.volumes).toEqual([`${app}-data:/data`])
    }
  })

  it('refuses to start without the secrets, the database password and the site URL', () => {
    const required = new Set(
      interpolations.filter((entry) => entry.operator === ':?').map((entry) => entry.name),
    )
    expect([...required].sort()).toEqual([
      'BETTER_AUTH_SECRET',
      'NEXT_PUBLIC_SITE_URL',
      'POSTGRES_PASSWORD',
      'SIGNING_SECRET',
    ])
    // Every other variable has a default; none is silently empty.
    for (const entry of interpolations) expect(entry.operator, entry.name).not.toBe('')
    for (const entry of interpolations.filter((item) => item.operator === ':?')) {
      expect(entry.rest, entry.name).toMatch(/\.env/)
    }
  })

  it('names as the client the header nginx overwrites with the connection’s address', () => {
    const header = services.app1!.environment!.TRUSTED_PROXY_HEADER!
    const line = new RegExp(`proxy_set_header\\s+${header}\\s+\\$remote_addr;`, 'i')
    expect(nginxConf).toMatch(line)
  })

  it('publishes only nginx, and Mailpit’s inbox to this host alone', () => {
    for (const app of apps) expect(services[app]!.ports).toBeUndefined()
    expect(services.postgres!.ports).toBeUndefined()
    expect(services.nginx!.ports).toEqual(['8080:80'])
    expect(services.mailpit!.ports).toEqual(['127.0.0.1:8025:8025'])
  })

  it('starts each service once what it needs is healthy', () => {
    for (const app of apps) {
      expect(services[app]!.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
      })
      // The image's own HEALTHCHECK (Dockerfile) decides; the service does not replace it.
      expect(services[app]!.healthcheck).toBeUndefined()
    }
    // Restarted when an instance is recreated: nginx resolves their names only when it starts.
    expect(services.nginx!.depends_on).toEqual({
      app1: { condition: 'service_healthy', restart: true },
      app2: { condition: 'service_healthy', restart: true },
    })
    const { healthcheck } = services.postgres!
    expect(healthcheck?.test.slice(0, 2)).toEqual(['CMD', 'pg_isready'])
    expect(healthcheck?.interval).toBeDefined()
    expect(healthcheck?.retries).toBeGreaterThan(0)
  })

  it('keeps the database on a major version, with its data in a named volume', () => {
    expect(services.postgres!.image).toMatch(/^postgres:\d+$/)
    expect(services.postgres!.volumes).toEqual(['postgres-data:/var/lib/postgresql/data'])
    expect(services.postgres!.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/)
  })

  it('mounts the nginx configuration read-only where it includes its upstreams', () => {
    const volumes = services.nginx!.volumes!
    expect(volumes).toContain('./deploy/nginx/nginx.conf:/etc/nginx/nginx.conf:ro')
    // nginx.conf includes upstreams.conf relative to its own folder.
    expect(nginxConf).toMatch(/^\s*include upstreams\.conf;$/m)
    expect(volumes).toContain('./deploy/nginx/upstreams.conf:/etc/nginx/upstreams.conf:ro')
    expect(volumes).toContain('nginx-cache:/var/cache/nginx/northbridge')
    for (const volume of volumes.filter((entry) => entry.startsWith('./'))) {
      expect(fs.existsSync(path.join(root, volume.split(':')[0]!)), volume).toBe(true)
    }
  })

  it('sends nginx to every instance on the port it listens on', () => {
    const servers = [...upstreamsConf.matchAll(/^\s*server\s+([\w.-]+):(\d+)\b/gm)]
    expect(servers.map((match) => match[1])).toEqual([...apps])
    for (const match of servers) expect(match[2]).toBe(services.app1!.environment!.PORT)
    // On the container's network, not the loopback the server listens on by default.
    expect(services.app1!.environment!.HOST).toBe('0.0.0.0')
  })

  it('keeps the database out of nginx’s reach', () => {
    const networksOf = (name: string) => new Set(services[name]!.networks)
    const shared = (a: string, b: string) =>
      [...networksOf(a)].some((network) => networksOf(b).has(network))
    expect(shared('nginx', 'postgres')).toBe(false)
    expect(shared('nginx', 'app1')).toBe(true)
    expect(shared('app1', 'postgres')).toBe(true)
    expect(shared('app1', 'mailpit')).toBe(true)
  })

  it('declares every named volume and network it uses, and uses every one it declares', () => {
    const usedVolumes = new Set(
      Object.values(services)
        .flatMap((service) => service.volumes ?? [])
        .map((volume) => volume.split(':')[0]!)
        .filter((source) => !source.startsWith('.') && !source.startsWith('/')),
    )
    expect([...usedVolumes].sort()).toEqual(Object.keys(compose.volumes ?? {}).sort())
    const usedNetworks = new Set(
      Object.values(services).flatMap((service) => service.networks ?? []),
    )
    expect([...usedNetworks].sort()).toEqual(Object.keys(compose.networks ?? {}).sort())
  })

  it('names an image for every service and restarts it', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.restart, name).toBe('unless-stopped')
      expect(service.image, name).toBeDefined()
    }
  })
})
