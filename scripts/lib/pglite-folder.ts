import fs from 'node:fs'
import path from 'node:path'

/**
 * Why this PGlite data folder cannot be copied now, or undefined when it can. PGlite takes no
 * lock: a second process opens a folder in use without complaint, and the two then overwrite
 * each other's files. What it does leave is PostgreSQL's `postmaster.pid`, written on open and
 * removed on a clean close, so its presence means "in use, or not closed cleanly".
 */
export function pgliteFolderProblem(folder: string): string | undefined {
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
    return `${folder} is not a PGlite data folder (it has no PG_VERSION). Pass the folder the site uses: <DATA_DIR>/pglite.`
  }
  if (fs.existsSync(path.join(folder, 'postmaster.pid'))) {
    return (
      `${folder} is in use: a process has it open (the site, npm run dev, a script), or the last one ` +
      'was killed before it could close it. Stop the site and try again. If nothing uses the ' +
      `folder any more, start and stop the site once (on this folder, without DATABASE_URL) so it ` +
      `closes cleanly, or delete ${path.join(folder, 'postmaster.pid')}.`
    )
  }
  return undefined
}
