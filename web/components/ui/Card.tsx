import { Icon } from './Icon'

export type CardContent = { _key?: string; icon?: string | null; title: string; description: string }

/** Icon, title and description; the heading level follows the page outline. */
function Card({ card, headingLevel = 3 }: { card: CardContent; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={card.icon} />
      </span>
      <Heading className="mt-4 text-lg font-semibold">{card.title}</Heading>
      <p className="mt-2 text-slate-600">{card.description}</p>
    </div>
  )
}

export function CardGrid({ cards, columns = 3 }: { cards: CardContent[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns]
  return (
    <ul className={`mt-10 grid gap-6 ${grid}`} role="list">
      {cards.map((card, index) => (
        <li key={card._key ?? index}>
          <Card card={card} />
        </li>
      ))}
    </ul>
  )
}
