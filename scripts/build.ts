import { buildProduction } from './lib/build'

// `npm run build`: always build, and record the sources so `npm start` can skip the next build.
try {
  await buildProduction()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
