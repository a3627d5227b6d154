import 'server-only'
import { createPassageIndex, splitIntoPassages, type PassageIndex } from './passages'
import { buildContentDocuments } from './search-documents.server'
import { isTitleMatch } from './title-match'

let passageIndex: PassageIndex | undefined

/**
 * The site's passages, indexed once per process from the same documents /search-index.json
 * serves (building them compiles the MDX documents: a few hundred milliseconds, paid on the first
 * question rather than at start-up).
 */
export function sitePassageIndex(): PassageIndex {
  passageIndex ??= createPassageIndex(splitIntoPassages(buildContentDocuments()), isTitleMatch)
  return passageIndex
}
