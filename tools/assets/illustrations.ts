/**
 * Artwork for every image the content names. Content authors pick a path such as
 * `/images/success-stories/cloud-2.svg`; this script reads the collections and draws whatever is
 * referenced, so a new entry never ships with a broken image and nothing unused is generated.
 */
import { caseStudies } from '../../src/content/case-studies'
import { expertiseAreas } from '../../src/content/expertise-areas'
import { logos, serviceCards } from '../../src/content/home'
import { industries } from '../../src/content/industries'
import { webinarSeeds } from '../../src/content/webinars'
import { DEFAULT_WEBINAR_IMAGE } from '../../src/features/webinars/webinar'
import { writeIllustrations, writeLogos } from './art/artwork'

function referencedIllustrations(): string[] {
  const logoPaths = new Set(logos.map((logo) => logo.src))
  const paths = [
    ...expertiseAreas.flatMap((area) => [
      area.image,
      ...area.successStories.map((story) => story.image),
    ]),
    ...industries.flatMap((industry) => [
      industry.image,
      ...industry.successStories.map((story) => story.image),
    ]),
    ...caseStudies.map((caseStudy) => caseStudy.image),
    ...serviceCards.map((card) => card.image),
    // The seeded webinars' pictures (the SCIPAB session's is its video poster) and the one a
    // webinar added with `npm run webinars` gets unless it names its own.
    ...webinarSeeds.map((seed) => seed.image).filter((image) => image.endsWith('.svg')),
    DEFAULT_WEBINAR_IMAGE,
  ]
  // A path that is also a logo is drawn as a wordmark below, never as an illustration.
  return [...new Set(paths)].filter((imagePath) => !logoPaths.has(imagePath))
}

export async function generateIllustrations(): Promise<string[]> {
  return [...(await writeIllustrations(referencedIllustrations())), ...(await writeLogos(logos))]
}
