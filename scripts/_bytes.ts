import { measureBuild } from './lib/first-load'
const routes = await measureBuild(process.cwd() + '/.next')
console.log(JSON.stringify(Object.fromEntries(routes.map((r: { route: string; gzipBytes: number }) => [r.route, r.gzipBytes]))))
