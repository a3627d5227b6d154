// Lint rules for the import direction fixed in ARCHITECTURE.md:
//   app → features → components / content / config / server / lib / hooks
// Features never import each other, components/ui imports only lib and packages, src/server
// imports no feature, and a 'use client' module never imports server code. Infrastructure that
// several features share (mail delivery) lives in src/server, never in a feature folder. The rules read only file paths and import
// strings, so they work on files that are not written yet (and in tests, on lintText).
import path from 'node:path'

/** Which layer a project file belongs to, or null for files outside src/. */
export function layerOf(relativePath) {
  const parts = relativePath.split('/')
  if (parts[0] !== 'src') return null
  const [, top, second] = parts
  if (parts.length === 2) return { layer: 'app' } // src/instrumentation.ts and friends
  if (top === 'features') return { layer: 'feature', name: second }
  if (top === 'components') return { layer: second === 'ui' ? 'ui' : 'components' }
  if (['app', 'content', 'config', 'server', 'lib', 'hooks'].includes(top)) return { layer: top }
  return { layer: 'app' }
}

/**
 * Folder names under src/features that are infrastructure, not features, and where that
 * infrastructure lives instead: features send mail through src/server/mail (issue 26).
 */
export const NOT_FEATURES = { mail: 'src/server/mail' }

/** Layers each layer may import from (features additionally only their own folder). */
const ALLOWED = {
  app: ['app', 'feature', 'components', 'ui', 'content', 'config', 'server', 'lib', 'hooks'],
  feature: ['feature', 'components', 'ui', 'content', 'config', 'server', 'lib', 'hooks'],
  components: ['components', 'ui', 'content', 'config', 'lib', 'hooks'],
  ui: ['ui', 'lib'],
  content: ['content', 'config', 'lib'],
  // Menus in config are built from content ids; lib's metadata builders read the site's facts.
  config: ['config', 'content', 'lib'],
  server: ['server', 'config', 'content', 'lib'],
  lib: ['lib', 'config'],
  hooks: ['hooks', 'lib', 'config'],
}

const LAYER_NAMES = {
  app: 'src/app',
  feature: 'a feature',
  components: 'src/components',
  ui: 'src/components/ui',
  content: 'src/content',
  config: 'src/config',
  server: 'src/server',
  lib: 'src/lib',
  hooks: 'src/hooks',
}

function toPosix(p) {
  return p.split(path.sep).join('/')
}

/** Project-relative path an import points at, or null for a package import. */
export function resolveImport(specifier, fromRelativePath) {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`
  if (specifier.startsWith('.')) {
    return toPosix(
      path.posix.normalize(path.posix.join(path.posix.dirname(fromRelativePath), specifier)),
    )
  }
  return null
}

function relativeFilename(context) {
  const cwd = context.cwd ?? context.getCwd()
  const filename = context.filename ?? context.getFilename()
  return toPosix(path.relative(cwd, filename))
}

/** Calls `check(node, specifier)` for every static import, re-export and literal dynamic import. */
function importVisitors(check) {
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value)
  }
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') {
        check(node.source, node.source.value)
      }
    },
  }
}

const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction of ARCHITECTURE.md' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}': features never import each other; compose them in src/app.",
      wrongDirection:
        '{{fromLayer}} must not import {{toLayer}} ({{specifier}}); see the import direction in docs/architecture.md.',
      infrastructure:
        "'src/features/{{name}}' is not a feature: {{name}} is infrastructure in {{home}}, which every feature imports.",
    },
  },
  create(context) {
    const self = relativeFilename(context)
    const from = layerOf(self)
    if (!from) return {}
    const misplaced = (layer) =>
      layer.layer === 'feature' && Object.hasOwn(NOT_FEATURES, layer.name)
        ? { name: layer.name, home: NOT_FEATURES[layer.name] }
        : null
    const visitors = importVisitors((node, specifier) => {
      const target = resolveImport(specifier, self)
      const to = target && layerOf(target)
      if (!to) return
      const infrastructure = misplaced(to)
      if (infrastructure) {
        context.report({ node, messageId: 'infrastructure', data: infrastructure })
        return
      }
      if (from.layer === 'feature' && to.layer === 'feature' && from.name !== to.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.name, to: to.name } })
        return
      }
      if (!ALLOWED[from.layer].includes(to.layer)) {
        context.report({
          node,
          messageId: 'wrongDirection',
          data: { fromLayer: LAYER_NAMES[from.layer], toLayer: LAYER_NAMES[to.layer], specifier },
        })
      }
    })
    const infrastructure = misplaced(from)
    if (!infrastructure) return visitors
    return {
      ...visitors,
      // A module in such a folder is reported once, at its first line.
      Program(program) {
        context.report({ node: program, messageId: 'infrastructure', data: infrastructure })
      },
    }
  },
}

function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') break
    if (statement.directive === 'use client') return true
  }
  return false
}

/**
 * Packages that hold secrets or call other servers and must never reach a browser bundle: the
 * AI SDK and its providers (the chat model's key travels with them).
 */
const SERVER_PACKAGES = /^(?:ai|@ai-sdk\/[^/]+)(?:\/|$)/

/** True for imports that must stay on the server. */
export function isServerImport(specifier, fromRelativePath) {
  if (specifier === 'server-only' || SERVER_PACKAGES.test(specifier)) return true
  const target = resolveImport(specifier, fromRelativePath) ?? specifier
  return (
    target.startsWith('src/server/') || target === 'src/server' || /\.server(\.tsx?)?$/.test(target)
  )
}

const noServerInClient = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid server-only code in 'use client' modules" },
    schema: [],
    messages: {
      serverInClient:
        "A 'use client' module must not import server code ({{specifier}}); pass the data in as props instead.",
    },
  },
  create(context) {
    const self = relativeFilename(context)
    let client = false
    const visitors = importVisitors((node, specifier) => {
      if (client && isServerImport(specifier, self)) {
        context.report({ node, messageId: 'serverInClient', data: { specifier } })
      }
    })
    return {
      Program(program) {
        client = isClientModule(program)
      },
      ...visitors,
    }
  },
}

const architecturePlugin = {
  meta: { name: 'architecture' },
  rules: { 'import-direction': importDirection, 'no-server-in-client': noServerInClient },
}

export default architecturePlugin
