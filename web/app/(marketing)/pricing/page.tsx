import { AlertTriangle } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { Container } from '@/components/ui/Container'
import { JsonLd } from '@/components/ui/JsonLd'
import { RichText } from '@/components/ui/RichText'
import { PricingViewEvent } from '@/features/pricing/PricingViewEvent.client'
import { pageMetadata } from '@/lib/metadata'
import { breadcrumbList } from '@/lib/structured-data'
import { DismissibleBanner } from '@/features/pricing/DismissibleBanner.client'
import { PaymentStatus } from '@/features/pricing/PaymentStatus.client'
import { PlanCard } from '@/features/pricing/PlanCard'
import { getPricing } from '@/features/pricing/content'

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getPricing('plain')
  if (!page) return {}
  return pageMetadata({ path: '/pricing', title: page.title, description: page.subtitle, seo: page.seo })
}

export default async function PricingPage() {
  const [{ page, plans }, plain] = await Promise.all([getPricing(), getPricing('plain')])
  if (!page || !plain.page) notFound()
  return (
    <>
      <JsonLd
        data={breadcrumbList([
          ['Home', '/'],
          [plain.page.title, '/pricing'],
        ])}
      />
      <PricingViewEvent />
      <Container className="space-y-4 pt-8">
        <Suspense fallback={null}>
          <PaymentStatus />
        </Suspense>
        {page.banner ? <DismissibleBanner label="Message" message={page.banner} /> : null}
      </Container>
      <section className="py-14 text-center">
        <Container>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{page.subtitle}</p>
        </Container>
      </section>
      <Container>
        <ul className="grid gap-6 lg:grid-cols-3" role="list" aria-label="Plans">
          {plans.map((plan) => (
            <li key={plan._id}>
              <PlanCard plan={plan} buttonLabel={page.planButtonLabel} />
            </li>
          ))}
        </ul>
      </Container>
      <Container className="mt-14 grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="important-notice"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950"
        >
          <h2 id="important-notice" className="flex items-center gap-2 text-lg font-bold text-amber-950">
            <AlertTriangle aria-hidden="true" className="size-5" />
            {page.importantNotice.title}
          </h2>
          <RichText value={page.importantNotice.body} className="mt-3" />
        </section>
        <section aria-labelledby="pricing-info" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 id="pricing-info" className="text-lg font-bold">
            {page.infoBlock.title}
          </h2>
          <RichText value={page.infoBlock.body} className="mt-3" />
        </section>
      </Container>
      <section aria-labelledby="faq" className="py-20">
        <Container className="max-w-3xl">
          <h2 id="faq" className="text-center text-3xl font-bold tracking-tight">
            {page.faqHeading}
          </h2>
          <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {page.faq.map((item) => (
              <details key={item._key} className="group p-6">
                <summary className="cursor-pointer list-none text-lg font-semibold text-ink marker:hidden">
                  <h3 className="inline">{item.question}</h3>
                </summary>
                <RichText value={item.answer} className="mt-4 text-slate-700" />
              </details>
            ))}
          </div>
        </Container>
      </section>
    </>
  )
}
