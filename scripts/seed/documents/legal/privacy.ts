import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('legalPage', seedId.legalPage('privacy'), {
  kind: 'privacy',
  title: 'Privacy Policy',
  lastUpdated: '2025-09-01',
  intro: md(`
This Privacy Policy explains what personal data the operator of Assessa ("Assessa", "we", "us" or "our") keeps, why we keep it, who we share it with, how long we keep it and what rights you have. It applies to the Assessa website, to Assessa Assistant and to the Assessa application in which teachers sign in and work.

We have written it to be read by teachers, school administrators, students and parents alike. If anything is unclear, please contact us at [hello@assessa.example](mailto:hello@assessa.example).

This policy should be read together with our [Terms of Service](/terms-of-service). For schools and other official organisations, our [Data Processing Agreement](/dpa) sets out in more detail how we process personal data on the organisation's behalf.
`),
  sections: [
    {
      heading: 'Who we are and what this policy covers',
      body: md(`
Assessa is an AI platform for teachers and educators. It generates assessments with personalised feedback, suggests lesson activities, manages teaching goals, runs classes and groups, offers lesson planning and lets teachers run activities that students join by QR code without creating accounts.

This policy covers personal data about:

- **visitors** to the public website, who are always anonymous unless they choose to tell us who they are, for example in the feedback form;
- **account holders**: individual teachers, organisation administrators and teachers in an organisation;
- **students and other people** whose details teachers enter into Assessa or who take part in activities; and
- **people who contact us**, for example with a question, feedback or a rights request.

It does not cover websites or services of other companies that Assessa links to or connects with, such as Google Docs or the payment provider's customer portal. Those are governed by their providers' own privacy policies.
`),
    },
    {
      heading: 'Our role: controller and processor',
      body: md(`
Whether we decide how personal data is used, or an organisation does, depends on the kind of account.

- **Website visitors and individual teachers.** We are the controller of the personal data we collect through the website and of the account data of individual teachers. Individual teacher accounts are for personal, unofficial and independent use only, and must not be used to process real student data from official settings.
- **Organisation accounts.** For schools and other official organisations, the organisation is the controller of the personal data of its students and teachers that is entered into Assessa, and we act as its processor under the [Data Processing Agreement](/dpa). We use that data only on the organisation's instructions. The organisation's administrator is its data protection contact and is responsible for its compliance.
- **Our own business records.** For account management, billing, security and the running of our business, for example payment records and logs, we are the controller for every type of account.

If you are a student, a parent or a teacher in an organisation, the quickest way to exercise your rights over data entered by a school is usually to contact that school's administrator. We will help them respond.
`),
    },
    {
      heading: 'Personal data we keep',
      body: md(`
Depending on how you use Assessa, we keep the following personal data.

### Accounts and organisations

- **Account data**: e-mail address, name, password and user type (individual teacher, organisation administrator or teacher in an organisation).
- **Educational profile**: the information you give about your teaching, which Assessa uses to tailor its suggestions.
- **Organisation data**: the organisation's name, official website, the administrator and the list of approved teacher e-mail addresses.
- **Subscription data**: your plan, your usage against the plan's limits and the status of your subscription.
- **Google authorisation tokens**: if you connect Google Docs to train the AI, the tokens Google issues so that Assessa can read the documents you choose.

### Teaching content

- **Students**: the names and e-mail addresses of students that teachers add.
- **Classes and groups**, and the students assigned to them.
- **Assessments**, together with their ratings and feedback.
- **Teaching goals**, including whether each is active or inactive.
- **Training documents**, uploaded as DOCX files or connected from Google Docs.
- **Chat history**: the messages you exchange with the chat interface when refining assessments.
- **Photo uploads** that you add as context for an assessment.
- **Speech transcripts**: the text produced from speech where you choose to use speech input.

### Activities

- **Activity submissions**: PDF files submitted by students.
- **Quiz and questionnaire data**: answers, results and scores.
- **Team assignments** for team projects.
- **Anonymous votes**, which are collected without identifying the voter.
- **Keywords** submitted to keyword collectors.
- **QR data**: the information held behind each activity's QR code so that students can reach the right activity.

### Website and communications

- **Feedback** you send through the website form: your name and e-mail address if you choose to give them, the type of feedback, your rating, your message and whether you agree to it being shown publicly.
- **Website chat**: the messages you send to Assessa Assistant on the website, linked only to a random session identifier created each time the chat window loads.
- **Cookie preferences** and, with your consent, analytics and marketing data as described in the section on cookies.
- **Technical logs**, such as requests to our servers and error reports, and **usage statistics and activity analytics**.
- **Correspondence** you send us by e-mail.

### Payment information

Payment card details are entered with and processed by our payment provider, not stored in Assessa. We keep the payment records that the provider returns to us, such as invoices and the dates and amounts of payments.
`),
    },
    {
      heading: 'Why we use personal data',
      body: md(`
We use personal data for the following purposes:

- **To create and run accounts**: registering you, verifying organisation administrators through an e-mail address that appears on the organisation's official website, letting administrators approve and remove teachers, and signing you in securely.
- **To provide the features you use**: generating assessments with personalised feedback, refining them in the chat, learning your teaching style from your training documents, managing classes, groups and teaching goals, suggesting lesson activities and supporting lesson planning.
- **To run activities**: creating QR codes, collecting submissions, quiz and questionnaire answers, team assignments, votes and keywords, and showing results to the teacher.
- **To manage subscriptions**: applying plan limits, counting AI requests, handling upgrades, downgrades and cancellations, and keeping payment records.
- **To keep Assessa secure and reliable**: detecting misuse, investigating errors, preventing unauthorised access and making backups.
- **To improve Assessa**: understanding which features are used, through usage statistics and activity analytics, and learning from the feedback and ratings you give.
- **To communicate with you**: answering questions and rights requests, sending notices about your account, your subscription or changes to our terms and policies.
- **To measure and promote the website**, only where you have allowed analytics or marketing cookies.
- **To comply with the law**: for example keeping payment records and responding to lawful requests from authorities.

We do not sell personal data, and we do not use the personal data of students for advertising.

### How the AI features use your data

When you ask Assessa to generate an assessment, refine it in the chat or suggest an activity, the relevant content, such as your prompt, extracts from your training documents, your teaching goals and any photo you added, is sent to our AI model provider to produce the result. The output is returned to your account for you to review. Assessa does not make decisions about students that have legal or similarly significant effects without a teacher's involvement: teachers review and decide what to share.
`),
    },
    {
      heading: 'Legal bases for processing',
      body: md(`
Where data protection law requires a legal basis, we rely on the following.

- **Performance of a contract.** Most processing of account data, teaching content, activity data and subscription data is necessary to provide Assessa under our [Terms of Service](/terms-of-service).
- **Legitimate interests.** We rely on our legitimate interests, balanced against your rights, to keep the service secure, keep logs, produce usage statistics and activity analytics, improve Assessa, handle feedback and website chat, and defend legal claims.
- **Consent.** We rely on your consent for analytics and marketing cookies, for showing feedback publicly, and for connecting Google Docs. You can withdraw consent at any time; withdrawal does not affect processing carried out before it. Where a user under 13 uses Assessa, we rely on the consent of a parent or legal guardian.
- **Legal obligation.** We keep payment records and respond to lawful requests where the law requires us to.

Where we process data as a processor for an organisation, the organisation determines the legal basis for its students' and teachers' data, and the administrator is responsible for making sure one exists, including obtaining any consent that is needed from students or their parents.
`),
    },
    {
      heading: 'Cookies and similar technologies',
      body: md(`
The website uses cookies and browser storage in three categories:

- **Necessary**: required for the website to work, including remembering your cookie choices. These are always on and cannot be switched off.
- **Analytics**: help us understand how visitors use the website, for example which pages are viewed, including a view event when the pricing page is opened. They are off until you allow them.
- **Marketing**: help us measure how visitors reach Assessa through our promotional activities. They are off until you allow them.

When you first visit, a banner lets you accept all cookies or open the Cookie Settings panel to choose categories. Your choice is kept in your browser's local storage and mirrored in a cookie named CookieConsent, which is set to true when you have allowed analytics or marketing cookies and to false otherwise. Your consent is stored for 365 days, after which we ask again.

Analytics signals are denied by default and updated only from your saved preferences. Assessa Assistant on the website is shown only after you have saved your cookie preferences.

You can change your choice at any time by deleting the CookieConsent cookie and the stored preferences for this site in your browser settings; the banner then appears again. Blocking necessary cookies in your browser may stop parts of the website from working.
`),
    },
    {
      heading: 'Website visitors, feedback and chat',
      body: md(`
You can browse the public website without an account and without telling us who you are.

If you send feedback through the form on the home or about page, giving your name and e-mail address is optional. The feedback type, rating and message are used to improve Assessa. If you tick the option to allow your feedback to be shown publicly, that only records your consent; nothing is published until we have reviewed and approved it, and you can withdraw your consent by contacting us.

When you use Assessa Assistant on the website, your messages are used to answer your question from the content of this website. Your messages may be sent to our AI model provider to phrase the answer. Each chat session is identified only by a random identifier created when the chat window loads. Please do not include personal data about students in website chat messages; messages are limited to 500 characters.

Sign-in and sign-up take place in the Assessa application, not on this website.
`),
    },
    {
      heading: 'Sharing and subprocessors',
      body: md(`
We share personal data only where it is needed for the purposes described in this policy. Within Assessa, only the teacher and the students can access files submitted to an activity, and a teacher can join an organisation only after the organisation's administrator has approved that teacher's e-mail address.

We use service providers, known as subprocessors where they handle personal data on our behalf, in the following categories:

- **Hosting and infrastructure providers**, which run our servers, databases, file storage and backups.
- **A payment provider**, which processes payments and provides the customer portal where you manage your subscription.
- **An AI model provider**, which processes the content needed to generate assessments, feedback, chat replies and suggestions.
- **Google**, when you choose to authorise access to Google Docs for AI training.
- **Analytics and marketing providers**, only where you have allowed those cookie categories.

Each subprocessor may use personal data only to provide its service to us, under a written agreement that requires it to protect the data. Organisations are given 30 days' notice of changes to our subprocessors, as set out in the [Data Processing Agreement](/dpa).

We may also disclose personal data where the law requires it, to protect the rights, safety or property of students, users or Assessa, or to a successor if Assessa is reorganised or transferred, in which case this policy continues to apply to the data transferred.
`),
    },
    {
      heading: 'How long we keep data',
      body: md(`
We keep personal data only for as long as we need it. The following periods apply:

- **Activity files** (PDF submissions): deleted 30 days after the activity expires. Activity metadata and scores remain available to the teacher.
- **QR data**: kept for the life of the activity plus 30 days.
- **Account data**: kept while the account exists plus 30 days.
- **Assessment data and lesson plans**: kept for 3 years after termination of the account.
- **Payment records**: kept for 7 years.
- **Logs**: kept for 90 days.
- **Usage statistics and activity analytics**: kept for 2 years.
- **Backups**: cleared within 90 days, so deleted data disappears from backups within that time.
- **Deletion**: when you ask us to delete data, or when a retention period ends, deletion is completed within 30 days.

Other teaching content, such as classes and groups, students, teaching goals, training documents, chat history, photo uploads, speech transcripts, Google authorisation tokens and activity results, is kept as part of the account data. Feedback sent through the website is kept for as long as we need it to review and act on it, and you can ask us to delete it at any time.

Your cookie consent is stored in your browser for 365 days.
`),
    },
    {
      heading: 'Your rights and how we answer requests',
      body: md(`
Depending on the law that applies to you, you have the right to:

- **access** the personal data we hold about you and receive a copy;
- **rectification** of inaccurate data;
- **erasure** of your data;
- **restriction** of processing in certain circumstances;
- **object** to processing based on our legitimate interests;
- **data portability**, receiving data you gave us in a structured, commonly used format;
- **withdraw consent** at any time where we rely on consent; and
- **lodge a complaint** with a data protection supervisory authority.

### Making a request

Send your request to [hello@assessa.example](mailto:hello@assessa.example), if possible from the e-mail address registered to your account. We may ask for information to confirm your identity before we act. There is no self-service account deletion in the application; deletion is always requested by e-mail.

The account name, e-mail address and password cannot be updated after registration. If your account details are inaccurate, tell us and we will discuss how to address this with you, which may include deleting the account so that you can register again with correct details.

If your data was entered by a school or other organisation, we will usually refer your request to the organisation's administrator, who decides on it as controller, and we will help the organisation respond.

### Response times

We answer requests within 30 days of receiving them. Where a request is complex, or where we receive a large number of requests, we may extend this period by up to 60 days; if we do, we will tell you within the first 30 days and explain why. Requests are free of charge unless they are clearly unfounded or excessive.
`),
    },
    {
      heading: 'Security and breach notification',
      body: md(`
We protect personal data with technical and organisational measures appropriate to the risk, including:

- encryption of data in transit between your browser and our servers;
- access to accounts protected by authentication, and access by our staff limited to those who need it;
- separation of each organisation's data, so that only approved teachers can reach it;
- restricting submitted activity files to the teacher and the students;
- compressing photos to at most 1000x1000 pixels and limiting uploads by type and size, so that only the files Assessa needs are stored;
- regular backups, logging and monitoring to detect and investigate problems; and
- written obligations of confidentiality and data protection for our staff and subprocessors.

No system is completely secure. Please help protect your account by choosing a strong password, keeping it to yourself and telling us without delay if you suspect misuse.

### Personal data breaches

If a personal data breach occurs, we act promptly to contain it and assess its effects. Where the law requires it, we notify the competent supervisory authority within 72 hours of becoming aware of the breach. Where a breach is likely to result in a high risk to people, we inform those affected without undue delay. For data we process on behalf of an organisation, we notify the organisation within 72 hours so that it can meet its own obligations.
`),
    },
    {
      heading: 'Children and students',
      body: md(`
Account holders must be at least 13 years old. A person under 13 may use an account only with the consent of a parent or legal guardian. If we learn that an account belongs to a person under 13 without such consent, we will close the account and delete its data.

Students take part in activities by QR code and do not need accounts. Their details and work are entered or collected by their teacher, and the teacher, or for organisation accounts the organisation, decides what is collected and is responsible for informing students and, where required, their parents, and for obtaining any consent needed.

Individual teacher accounts must not be used to process real student data from official settings. Schools and other official organisations must use organisation accounts, which are covered by our [Data Processing Agreement](/dpa).

We ask teachers to enter only the student data they need. Only the teacher and the students can access submitted files, and submitted PDFs are deleted 30 days after the activity expires.

Parents who have questions about their child's data should contact the child's school first, or write to us at [hello@assessa.example](mailto:hello@assessa.example).
`),
    },
    {
      heading: 'International transfers',
      body: md(`
Some of our subprocessors, such as hosting, AI model and payment providers, may process personal data in countries other than the one where you live or where the operator of Assessa is established. Those countries may have data protection laws that differ from your own.

Where personal data is transferred to a country that the applicable law does not recognise as offering an adequate level of protection, we put appropriate safeguards in place, such as standard contractual clauses approved by the competent authorities, together with any additional measures that are needed to protect the data.

You can ask us for more information about the safeguards that apply to a transfer by contacting [hello@assessa.example](mailto:hello@assessa.example).
`),
    },
    {
      heading: 'Changes to this policy',
      body: md(`
We may update this policy to reflect changes to Assessa, to our subprocessors or to the law. Changes take effect when the updated policy is posted on this page, and the "Last updated" date at the top shows when that happened.

Where a change materially affects how we use your personal data, we will also try to tell you in advance by e-mail or in the application. Where a change requires your consent, we will ask for it. Organisations are informed of changes to subprocessors with 30 days' notice as set out in the [Data Processing Agreement](/dpa).

We encourage you to review this page from time to time.
`),
    },
    {
      heading: 'Contact',
      body: md(`
For any question about this policy or about your personal data, or to exercise your rights, contact us at [hello@assessa.example](mailto:hello@assessa.example).

If you are a student or a teacher in an organisation, you can also contact your organisation's administrator, who is its data protection contact.

If you are not satisfied with our answer, you have the right to complain to the data protection supervisory authority in the country where you live, where you work or where you believe an infringement took place. We would, however, appreciate the chance to deal with your concerns first.
`),
    },
  ],
  furtherContent: md(`
### Related documents

- [Terms of Service](/terms-of-service): the rules for using Assessa, including account types, uploads and subscriptions.
- [Data Processing Agreement](/dpa): the agreement between Assessa and each organisation that uses an organisation account.

Requests about personal data are answered within 30 days, extendable by up to 60 days where necessary. Write to [hello@assessa.example](mailto:hello@assessa.example).
`),
  seo: {
    title: 'Privacy Policy',
    description:
      'What personal data Assessa keeps, why, who it is shared with, how long it is kept and how to exercise your rights.',
  },
})
