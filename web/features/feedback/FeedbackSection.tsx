import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { FeedbackForm } from '@/features/feedback/FeedbackForm.client'
import { getSiteSettings } from '@/features/layout/settings'

/** The feedback form with its CMS heading, on the home and about pages. */
export async function FeedbackSection({ heading, intro }: { heading: string; intro: string }) {
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="feedback" className="py-20">
      <Container className="max-w-3xl">
        <SectionHeading id="feedback" heading={heading} intro={intro} />
        <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <FeedbackForm productName={settings.productName} />
        </div>
      </Container>
    </section>
  )
}
