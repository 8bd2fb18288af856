import { ButtonLink } from './ButtonLink'

type LinkTarget = { href: string; label: string }

/** Two button links under a section, side by side from `sm`: the main way on, then an alternative. */
export function ButtonLinkPair({ primary, secondary }: { primary: LinkTarget; secondary: LinkTarget }) {
  return (
    <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
      <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
      <ButtonLink href={secondary.href} variant="secondary">
        {secondary.label}
      </ButtonLink>
    </div>
  )
}
