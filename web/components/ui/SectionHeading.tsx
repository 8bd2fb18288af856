export function SectionHeading({
  id,
  heading,
  intro,
  align = 'center',
}: {
  id?: string
  heading: string
  intro?: string | null
  align?: 'center' | 'left'
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg text-slate-600">{intro}</p> : null}
    </div>
  )
}
