'use client'

import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { DayRow } from '../figures'

const HEIGHT = 260

/**
 * Visitors and page views per day, drawn with uPlot on a canvas (console only: public pages
 * carry no chart code). Sizes are set through the CSSOM, which the strict CSP allows. Nothing
 * animates, so reduced motion needs no change; the canvas is hidden from screen readers, which
 * read the same numbers in the table beside it.
 */
export function VisitorsChart({ series }: { series: DayRow[] }) {
  const holder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = holder.current
    if (!element) return
    const days = series.map((row) => Date.parse(`${row.day}T00:00:00Z`) / 1000)
    const width = () => Math.max(280, element.clientWidth)
    const chart = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        cursor: { drag: { x: false, y: false } },
        scales: {
          // Fixed to the period with half a day either side, so one day (Today) is a point in the
          // middle rather than a span of years.
          x: {
            time: true,
            auto: false,
            range: [(days[0] ?? 0) - 43_200, (days.at(-1) ?? 0) + 43_200],
          },
          y: { range: (_, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [{}, { label: 'Per day' }],
        series: [
          {},
          { label: 'Unique visitors', stroke: '#1d4ed8', width: 2, points: { show: true } },
          {
            label: 'Page views',
            stroke: '#b45309',
            width: 2,
            dash: [6, 4],
            points: { show: true },
          },
        ],
      },
      [days, series.map((row) => row.visitors), series.map((row) => row.pageviews)],
      element,
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [series])
  return <div ref={holder} aria-hidden="true" className="w-full" />
}
