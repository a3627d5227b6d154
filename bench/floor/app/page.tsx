import { Counter } from './counter'

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>
        One layout, one page, one client component: what the framework alone costs a visitor, for
        the benchmark to compare our pages with.
      </p>
      <Counter />
    </main>
  )
}
