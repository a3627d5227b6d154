import { preload } from 'react-dom'
import type { Leader, ScipabStep, ScipabWebinar } from '@/content/schemas'
import { formatLongDate } from '@/lib/dates'
import { LoopingVideo } from './looping-video'

/** Who speaks, for how long, and when it was published: under the title, on the dark header. */
export function WebinarFacts({
  speaker,
  duration,
  publishedDate,
}: {
  speaker: Pick<Leader, 'name' | 'title'>
  duration: string
  publishedDate: string
}) {
  return (
    <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-navy-100">
      <div>
        <dt className="inline">Speaker: </dt>
        <dd className="inline">
          <span className="font-semibold text-white">{speaker.name}</span>, {speaker.title}
        </dd>
      </div>
      <div>
        <dt className="inline">Duration: </dt>
        <dd className="inline font-semibold text-white">{duration}</dd>
      </div>
      <div>
        <dt className="sr-only">Published</dt>
        <dd>
          <time dateTime={publishedDate}>{formatLongDate(publishedDate)}</time>
        </dd>
      </div>
    </dl>
  )
}

/**
 * The webinar's video: a silent loop of the six steps. Its box has the video's proportions from
 * the first paint, and the poster (the first frame) is fetched early, as the largest picture here.
 */
export function WebinarVideo({ webinar, duration }: { webinar: ScipabWebinar; duration: string }) {
  const { video } = webinar
  preload(video.poster, { as: 'image', fetchPriority: 'high' })
  return (
    <figure>
      <LoopingVideo
        label={`Video: ${webinar.title} (${duration}, no sound)`}
        webm={video.webm}
        mp4={video.mp4}
        poster={video.poster}
        width={video.width}
        height={video.height}
      />
      <figcaption className="mt-3 text-sm leading-6 text-muted-foreground">
        The video has no sound. It shows the six steps as cards, one after another; the same steps
        are written out in full{' '}
        <a href="#steps" className="font-semibold text-teal-700 underline">
          below the video
        </a>
        .
      </figcaption>
    </figure>
  )
}

/** What the briefing is about, and what to take away from it. */
export function WebinarOverview({ webinar }: { webinar: ScipabWebinar }) {
  return (
    <div className="mt-12 grid gap-12 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="about-this-briefing">
        <h2 id="about-this-briefing" className="text-2xl font-bold text-navy-900">
          About this briefing
        </h2>
        {webinar.description.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="mt-4 text-lg leading-8 text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </section>
      <aside
        aria-labelledby="key-takeaways"
        className="self-start rounded-card bg-navy-50 p-6 sm:p-8"
      >
        <h2 id="key-takeaways" className="text-xl font-semibold text-navy-900">
          Key takeaways
        </h2>
        <ul className="mt-4 space-y-4">
          {webinar.takeaways.map((takeaway) => (
            <li key={takeaway} className="flex gap-3 leading-7 text-navy-900">
              <span aria-hidden="true" className="mt-3 size-2 shrink-0 rounded-full bg-teal-700" />
              {takeaway}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  )
}

function StepCard({ step }: { step: ScipabStep }) {
  return (
    <li className="flex flex-col rounded-card border border-border bg-white p-6 shadow-card sm:p-8">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-control bg-amber-400 text-2xl font-bold text-navy-950"
        >
          {step.letter}
        </span>
        <h3 className="text-2xl font-bold text-navy-900">{step.title}</h3>
      </div>
      <p className="mt-5 text-lg font-semibold text-navy-900">{step.question}</p>
      <p className="mt-3 leading-7 text-muted-foreground">{step.explanation}</p>
      <div className="mt-auto pt-5">
        <p className="border-t border-border pt-4 leading-7 text-navy-900">
          <span className="font-semibold text-teal-700">In the example: </span>
          {step.example}
        </p>
      </div>
    </li>
  )
}

/** The six steps in full: the video's cards with what to write for each, and its text alternative. */
export function ScipabSteps({ webinar }: { webinar: ScipabWebinar }) {
  return (
    <section id="steps" aria-labelledby="steps-heading" className="bg-navy-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="steps-heading" className="text-3xl font-bold tracking-tight text-navy-900">
          The six steps
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-muted-foreground">
          {webinar.exampleScenario}
        </p>
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {webinar.steps.map((step) => (
            <StepCard key={step.letter} step={step} />
          ))}
        </ol>
      </div>
    </section>
  )
}
