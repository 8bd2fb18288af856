import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('faqTopic', seedId.faqTopic('ai-apps-2025-2026'), {
  title: 'AI apps for teachers: 2025-2026',
  slug: 'ai-apps-2025-2026',
  excerpt:
    'What to check before you bring an AI app into your classroom this school year: personalisation, data protection, organisation accounts, language support and usage-based pricing.',
  hero: {
    badge: 'AI in education',
    title: 'Choosing AI apps for the 2025-2026 school year',
    description:
      'A practical checklist for teachers and school leaders comparing AI tools: how to judge personalisation, what to ask about student data, why organisation accounts matter, and how to read usage-based pricing. We also explain, honestly, where Assessa fits and where it does not.',
  },
  heroMeta: 'Updated for the 2025-2026 school year',
  overview: {
    learn: [
      'The five questions to ask any AI app before you use it with a class',
      'How to tell real personalisation from a generic text generator',
      'What a data processing agreement, retention periods and access rules should cover',
      'Why schools need organisation accounts instead of personal sign-ups',
      'How to estimate your monthly usage and compare usage-based plans',
    ],
    benefits: [
      'Choose tools your school can approve, not ones you have to stop using in October',
      'Protect student data by asking the right questions up front',
      'Avoid paying for capacity you never use, or running out mid-term',
      'Know exactly what Assessa does today and what is still on its roadmap',
    ],
  },
  questions: [
    {
      question: 'What should I look for in an AI app for the 2025-2026 school year?',
      answer: md(`
Look for five things: personalisation to your own teaching, clear data protection, proper organisation accounts for schools, support for the languages your students use, and pricing that matches how much you will actually use it.

A tool that scores well on only one of these tends to create work elsewhere: a clever generator with no data processing agreement cannot be approved by your school, and a safe tool that ignores your teaching style produces text you rewrite anyway. Run every candidate through the same five questions, then try the strongest one with a real unit of work before committing.
`),
    },
    {
      question: 'How can I tell whether an AI app really personalises to my teaching?',
      answer: md(`
Ask what the app learns from. Real personalisation means the tool uses your own material, such as past assessments, feedback and goals, and its output changes when that material changes.

Test it directly: give the same request to a fresh account and to one that has your material, and compare the results. In Assessa, you train the AI on your own DOCX files or Google Docs, and training ends with a green success message showing the last synchronisation date and time, so you always know which version of your material is in use. See [Step 4](/best-practice/step4) and [personalised learning](/blog/personalized-learning).
`),
    },
    {
      question: 'What data protection questions should I ask before using an AI app with students?',
      answer: md(`
Ask who can see student work, how long each kind of data is kept, how a breach is reported, and whether the provider will sign a data processing agreement with your school.

Good answers are specific. Vague statements such as "we take privacy seriously" are not an answer to "how many days after the end of an activity are uploaded files deleted?" Ask, too, how you request access to or deletion of data, and how quickly such requests are answered. Assessa publishes these details in its [privacy policy](/privacy-policy) and [data processing agreement](/dpa).
`),
    },
    {
      question: 'How does Assessa answer those data protection questions?',
      answer: md(`
Assessa states its rules in writing. Only the teacher and the students can access submitted files. Organisations sign a data processing agreement, and the organisation administrator is the data protection contact.

Selected commitments from the policy:

- Submitted activity files are deleted 30 days after the activity expires; metadata and scores remain.
- Breaches are notified within 72 hours.
- Rights requests are answered within 30 days, extendable by up to 60 days.
- Subprocessor changes are announced 30 days in advance.

The full retention schedule is in the [privacy policy](/privacy-policy).
`),
    },
    {
      question: 'Why do schools need organisation accounts instead of personal ones?',
      answer: md(`
Because student data from an official setting belongs under an agreement between the school and the provider, not under an individual teacher's personal terms. An organisation account puts that agreement in place and gives the school control over who has access.

In Assessa, an organisation administrator account is mandatory for schools and official organisations. Setting it up requires the organisation name, its official website, an e-mail address that appears on that website, acceptance of the data processing agreement and e-mail verification of ownership. The administrator then approves or removes teacher e-mails, so access follows the school's own staff list: when the administrator removes a teacher's e-mail, that teacher's access ends.
`),
    },
    {
      question: 'Can I use a personal Assessa account for my school classes?',
      answer: md(`
No. The individual teacher account is for personal, unofficial and independent use only, and it is forbidden for school teachers and official organisations. It must not be used to process real student data from an official setting.

If you teach at a school, ask your school to create an organisation administrator account and approve your e-mail address; you then join as a teacher in the organisation. The account types are set out in the [terms of service](/terms-of-service).
`),
    },
    {
      question: 'Why does language support matter when choosing an AI app?',
      answer: md(`
Students learn best when feedback arrives in a language they read fluently, and many classes include learners working in more than one language. An app that only works well in one language leaves those students with weaker feedback.

Assessa supports 25+ languages. Before choosing any tool, test it in the languages your students actually use, including subject vocabulary, and check that the tone of the feedback still sounds like you.
`),
    },
    {
      question: 'What does usage-based pricing mean, and why does it matter?',
      answer: md(`
Usage-based pricing means you pay for how much you use, not for which features are unlocked. It matters because a teacher with one class and a teacher with many classes have very different needs, but both need the whole tool.

All Assessa plans have the same features and differ only in limits:

- Free: $0 per month, 15 requests per month, 1 class, 20 students per class.
- Advanced: $4.7 per month, 150 requests per month, 5 classes, 40 students per class.
- Pro: $9.7 per month, 1,500 requests per month, 50 classes, 80 students per class.

The full comparison, including activity and teaching goal limits, is on [pricing](/pricing).
`),
    },
    {
      question: 'How do I estimate how much I will use an AI app each month?',
      answer: md(`
Count a typical week, then multiply. Note how many assessments you would draft, how many times you usually revise a draft, and how many classroom activities you run, then multiply by the teaching weeks in a month.

For Assessa, compare the result with the monthly limits: 5 activities per month on Free, 25 activities per month on Advanced and 125 activities per month on Pro, alongside the AI request allowance of each plan. Billing is monthly in advance and unused requests do not carry over, so choose the plan for a normal month rather than your busiest week. If one month turns out heavier, you can upgrade immediately with proration.
`),
    },
    {
      question: 'What happens in Assessa when I reach a plan limit?',
      answer: md(`
You see a clear message naming the limit you reached, together with an upgrade prompt. Your existing data stays in place and viewable; only new operations above the limit are blocked.

If you upgrade, the change is immediate and prorated, and the share of requests you have used carries over proportionally: 80% used of Advanced becomes 80% used of Pro. More detail on upgrades, downgrades and cancellations is in the [pricing FAQ](/pricing#faq).
`),
    },
    {
      question: 'Can students use Assessa activities without creating accounts?',
      answer: md(`
Yes. Students join activities by scanning a QR code and do not need accounts, which means fewer student log-ins to manage and less personal data collected in the first place.

When you compare AI apps, ask how students get in. Every extra student account is another password to reset and another record to protect. The [student activities FAQ](/faq/student-activities) explains how QR sharing works in practice.
`),
    },
    {
      question: 'How should I trial an AI app before committing to it?',
      answer: md(`
Trial it with one real class and one real unit of work, for at least a couple of weeks, and decide in advance what would count as success, such as time saved on feedback or the quality of student responses.

Assessa's sign-up is free and the Free plan costs $0 per month with every feature included, so a trial shows you the full tool within smaller limits. Follow the [best-practice tutorial](/best-practice) from creating your account to tracking results, and keep a note of what you had to change in each generated assessment. If you teach at a school, run the trial through your organisation account.
`),
    },
    {
      question: 'Will Assessa prices change during the school year?',
      answer: md(`
A future price rise of $3-6 per month for the paid plans has been announced. If you already subscribe, your price is frozen for at least the next three billing cycles.

The announced rise concerns the paid plans only. Check the Important notice on the [pricing page](/pricing) before you budget for the year, and remember that you can manage or cancel a subscription at any time from the "Manage subscription" button in the app's account settings; cancellation takes effect at the end of the billing period.
`),
    },
    {
      question: 'Where does Assessa fit among the AI apps a teacher might use?',
      answer: md(`
Assessa focuses on the assessment side of teaching: generating personalised assessments, managing classes, groups and teaching goals, planning lessons and running interactive activities in one place. It is built for teachers, not as a general-purpose chatbot.

It does not try to do everything. AI lesson planning is on the roadmap as Coming soon, and advanced multi-year progress tracking is In progress, so neither is available today. To see whether the current workflow suits you, read [about Assessa](/about) and [the complete teacher workflow](/blog/complete-teacher-workflow).
`),
    },
  ],
  seo: {
    title: 'Choosing AI apps for 2025-2026: FAQ',
    description:
      'How teachers can choose AI apps for 2025-2026: personalisation, data protection, organisation accounts, language support and pricing by usage.',
  },
})
