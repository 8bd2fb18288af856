import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('legalPage', seedId.legalPage('terms'), {
  kind: 'terms',
  title: 'Terms of Service',
  lastUpdated: '2025-09-01',
  intro: md(`
These Terms of Service ("Terms") govern your use of Assessa, the AI platform that helps teachers generate personalised formative assessments, manage classes and groups, set teaching goals, plan lessons and run interactive student activities. They form a binding agreement between you and the operator of Assessa ("Assessa", "we", "us" or "our").

By creating an account, or by using Assessa in any other way, you confirm that you have read and accept these Terms. If you register on behalf of a school or another official organisation, you accept these Terms for that organisation and confirm that you are authorised to do so. If you do not agree with these Terms, please do not use Assessa.

Our [Privacy Policy](/privacy-policy) explains how we handle personal data, and our [Data Processing Agreement](/dpa) applies to every organisation account. Both documents should be read together with these Terms.
`),
  sections: [
    {
      heading: 'About these terms and the service',
      body: md(`
Assessa consists of this public website and a separate web application in which teachers sign in and work. These Terms apply to both, to Assessa Assistant, and to every feature we make available now or later, unless a feature comes with its own terms that we show you before you use it.

In these Terms:

- **"Account"** means the account you create to use the application.
- **"Your content"** means everything you or the people you invite upload, enter or create in Assessa, including training documents, assessments, teaching goals, lesson plans, class and group details and activity results.
- **"Organisation"** means a school or other official organisation that uses Assessa through an organisation account.
- **"Plan"** means the Free, Advanced or Pro plan attached to an account.

Information on the public website, including the blog, the FAQ and the tutorial, is provided for general guidance. It does not form part of these Terms unless these Terms expressly refer to it.
`),
    },
    {
      heading: 'Who may use Assessa',
      body: md(`
Assessa is designed for teachers and educators. To create an account you must be at least 13 years old. If you are under 13, you may use Assessa only with the consent of a parent or legal guardian, who must also accept these Terms on your behalf.

If you are under the age at which you can enter into a binding contract where you live, a parent or legal guardian must agree to these Terms with you and is responsible for your use of Assessa.

Students who take part in activities do not need an account. They join an activity by scanning the QR code their teacher shares, and the teacher, or the teacher's organisation, is responsible for their participation as described in the section on activities below.

We may refuse registration, or close an account, where we reasonably believe that these eligibility rules have not been met.
`),
    },
    {
      heading: 'Account types and their rules',
      body: md(`
Assessa offers three account types. You must choose the type that matches how you will use the service.

### Individual teacher

- For personal, unofficial and independent use only, for example to prepare material for private tutoring or to explore the platform on your own.
- Not permitted for school teachers using Assessa for their work at a school, or for any official organisation. School teachers and official organisations must use organisation accounts.
- You must not process real student data from official settings, such as the names, e-mail addresses or work of pupils you teach at a school, in an individual teacher account.

### Organisation administrator

- Mandatory for schools and other official organisations.
- The administrator registers the organisation, accepts the [Data Processing Agreement](/dpa) on its behalf, approves and removes the e-mail addresses of the organisation's teachers, and is the organisation's data protection contact.
- The administrator is responsible for the organisation's compliance with these Terms and with the data protection law that applies to it.

### Teacher in an organisation

- Available only to teachers whose e-mail address has been pre-approved by their organisation's administrator.
- May process student data under the organisation's Data Processing Agreement and in line with the organisation's own rules and instructions.
- Access ends when the administrator removes the teacher's e-mail address.

If we find that an account is being used under the wrong account type, for example an individual teacher account used for teaching at a school, we may ask you to move to the correct account type, restrict the account or close it under the section on termination below.
`),
    },
    {
      heading: 'Registration and account details',
      body: md(`
When you register you choose an account name, provide an e-mail address and set a password. The information you give must be accurate and must belong to you.

**The account name, e-mail address and password cannot be updated after registration.** Please choose them carefully, use an e-mail address you expect to keep, and store your password securely. If your account details are no longer correct, you can ask us to delete the account as described below and register again with the correct details.

You are responsible for everything that happens under your account. Keep your password confidential, do not share your account with anyone else, and tell us without delay at [hello@assessa.example](mailto:hello@assessa.example) if you believe someone has gained access to it.

### No self-service deletion

Assessa does not offer self-service account deletion. To delete your account, send a request by e-mail to [hello@assessa.example](mailto:hello@assessa.example) from the e-mail address registered to the account. We may ask you to confirm the request before we act on it. We complete deletion within 30 days of a confirmed request, as explained in our [Privacy Policy](/privacy-policy). Teachers in an organisation should also inform their administrator.
`),
    },
    {
      heading: 'Organisation accounts and teacher approval',
      body: md(`
To open an organisation account, the administrator must provide:

- the organisation's name;
- the organisation's official website;
- an e-mail address that appears on that official website;
- acceptance of the [Data Processing Agreement](/dpa); and
- verification of ownership of that e-mail address through the message we send to it.

We may refuse or suspend an organisation account if any of this information cannot be verified.

**Teachers cannot join an organisation without the administrator's approval.** The administrator approves the e-mail addresses of the teachers who may join and can remove an address at any time. When an address is removed, that teacher loses access to the organisation's classes, students and results. Administrators should keep the list of approved addresses up to date, in particular when a teacher leaves the organisation.

Within an organisation, the organisation acts as the controller of the personal data of its students and staff, and we act as its processor under the Data Processing Agreement. The administrator is our point of contact for data protection matters and is responsible for making sure that the organisation has a lawful basis for the data its teachers enter, including any consent required from students or their parents.
`),
    },
    {
      heading: 'Acceptable use',
      body: md(`
You may use Assessa only for lawful educational purposes and in line with these Terms. In particular, you must not:

- upload or enter personal data that you have no right to use, or more personal data about students than the task requires;
- use an individual teacher account to process real student data from official settings;
- upload material that is unlawful, harmful, discriminatory, harassing or that infringes anyone else's rights, including copyright;
- try to gain access to accounts, classes, activities or data that are not yours, or to submitted files you are not entitled to see;
- share your account or let others use it, or create accounts by automated means;
- interfere with, overload or probe the security of Assessa, or try to get around plan limits or other technical restrictions;
- copy, resell or reverse engineer the service, except to the extent the law expressly allows it;
- use Assessa, or its outputs, to make decisions about students without appropriate review by a teacher.

If you become aware of a misuse of Assessa, please tell us at [hello@assessa.example](mailto:hello@assessa.example).
`),
    },
    {
      heading: 'Uploads and your content',
      body: md(`
Assessa accepts the following uploads. Files that do not meet these rules are rejected.

### Training documents

- DOCX files only, or documents connected from Google Docs.
- Each file must be under 10MB.
- Text only: a DOCX that contains images or tables is rejected on upload.
- Separate individual assessments within a training document with at least three blank lines, and do not use gaps of that size anywhere else in the document.
- The number of characters is capped at 100 per allowed word, so the character limit of your plan is 100 times its word limit.

### Activity submissions

- Students submit files as PDF only.
- Each file must be under 5MB.

### Photos for assessment context

- PNG, JPG or JPEG only.
- Photos are compressed to at most 1000x1000 pixels and must be under 1MB after compression.

### Ownership and licence

You keep all rights in your content. You grant us a non-exclusive, worldwide licence to host, store, copy, process and display your content only as needed to provide Assessa to you and, for organisation accounts, to the organisation, including sending it to the AI model provider that generates assessments and suggestions. This licence ends when your content is deleted under these Terms and our [Privacy Policy](/privacy-policy).

You confirm that you have the rights needed to upload your content and that it complies with these Terms. Do not upload photos or documents that identify students unless you, or your organisation, are entitled to do so.
`),
    },
    {
      heading: 'Activities, students and AI-generated content',
      body: md(`
### Activities

Teachers can run quizzes (with multiple choice, true/false and checkbox questions and time limits), questionnaires, team projects (with text and PDF submissions), anonymous voting and keyword collectors. Activities are shared by QR code and students take part without accounts.

- An activity expires after its due date.
- Files submitted to an activity are deleted 30 days after the activity expires. Activity metadata and scores remain available to the teacher.
- Only the teacher and the students can access submitted files.

The teacher, or the teacher's organisation, decides which students take part and what they are asked to submit, and is responsible for informing students, and where necessary their parents, about the activity.

### AI-generated content

Assessa uses artificial intelligence to generate assessments with personalised feedback, to suggest lesson activities and to learn your teaching style from your training documents. You can refine assessments through the chat interface and rate them from 1 to 5 stars.

AI output can be incomplete, inaccurate or unsuitable for a particular student. It is a starting point for your professional judgement, not a replacement for it. **You are responsible for reviewing every assessment, piece of feedback or suggestion before you share it with students or rely on it.** Subject to the rights of others in the material you supplied, you may use the output you generate for your teaching.

Features that our website describes as planned, coming soon or in progress are not part of the service until we make them available.
`),
    },
    {
      heading: 'Plans, subscriptions and billing',
      body: md(`
Sign-up is free. Every plan includes the same features; plans differ only in their usage limits. The current plans are:

- **Free**: $0 per month; 15 requests per month; training documents of up to 10,000 words (1,000,000 characters); 1 class; 20 students per class; 5 activities per month; 2 teaching goals.
- **Advanced**: $4.7 per month; 150 requests per month; training documents of up to 50,000 words (5,000,000 characters); 5 classes; 40 students per class; 25 activities per month; 10 teaching goals.
- **Pro**: $9.7 per month; 1,500 requests per month; training documents of up to 100,000 words (10,000,000 characters); 50 classes; 80 students per class; 125 activities per month; 50 teaching goals.

The [pricing page](/pricing) shows the plans in force at any time.

### Billing

Paid plans are billed monthly in advance. Payments are processed by our payment provider, and you manage your subscription in the payment provider's customer portal, which you reach from your account settings in the application with the "Manage subscription" button.

### Upgrades

An upgrade takes effect immediately and the price is prorated for the rest of the billing period. The share of AI requests you have already used carries over proportionally: for example, if you have used 80% of your Advanced requests, you will have used 80% of your Pro requests after upgrading.

### Downgrades

A downgrade keeps the higher plan until the end of the current billing period and switches to the lower plan from the next billing cycle.

### Cancellation

A cancellation takes effect at the end of the current billing period. You keep the paid plan until then, and amounts already paid for that period are not refunded, except where the law requires otherwise.

### Unused requests

Unused AI requests do not carry over to the next billing period.

### Reaching a limit

When you reach a limit of your plan, Assessa shows a clear message naming the limit you have exceeded and invites you to upgrade. Your existing data is kept and stays viewable, but new operations over the limit are blocked until the limit resets, you upgrade, or you bring your usage back within the limit. The same applies when a downgrade or cancellation takes effect and your data exceeds the limits of the plan that then applies.

### Price changes

We have announced a future price increase of $3-6 per month for the paid plans. Existing subscribers' price is frozen for at least the next three billing cycles. We will announce any price change in advance, and you may cancel before a new price applies to you.
`),
    },
    {
      heading: 'Account deletion, suspension and termination',
      body: md(`
### Ending the agreement yourself

You may stop using Assessa at any time. Paid subscriptions are cancelled in the payment provider's customer portal as described above. To delete your account, e-mail [hello@assessa.example](mailto:hello@assessa.example); there is no self-service deletion in the application.

### Suspension or termination by us

We may suspend or terminate your account, with or without notice, if you seriously or repeatedly breach these Terms, use the wrong account type, fail to pay amounts due, or if we must do so to comply with the law or to protect students, other users or the service. Where it is reasonable to do so, we will first give you the chance to remedy the problem. An organisation administrator may also end a teacher's access by removing that teacher's e-mail address.

### What happens on termination

When an account is terminated:

- access to the account ends immediately;
- any subscription attached to it is cancelled; and
- all data associated with the account is permanently deleted.

Deletion is completed within 30 days. Some records are kept for a fixed period before they are permanently deleted, as set out in our [Privacy Policy](/privacy-policy): assessment data and lesson plans are kept for 3 years after termination, payment records for 7 years, and backup copies are cleared within 90 days. Deleted data cannot be restored, so please keep your own copies of anything you may need.

Sections of these Terms that by their nature should continue after termination, including those on your content, disclaimers, liability and governing law, remain in force.
`),
    },
    {
      heading: 'Disclaimers and limitation of liability',
      body: md(`
We work to keep Assessa available, secure and accurate, but we provide it "as is" and "as available". To the extent the law allows, we do not promise that the service will be uninterrupted or error-free, that AI output will be correct or suitable for a particular purpose, or that the service will meet every requirement you have. We may carry out maintenance, and we may change, add or remove features, provided that we do not remove the core purpose of a plan you have paid for during a billing period.

To the extent the law allows, we are not liable for any indirect or consequential loss, for loss of profit, revenue or goodwill, or for loss of data that results from your decision not to keep your own copies. Our total liability to you for all claims relating to Assessa in any billing period is limited to the amount you paid us for that billing period.

Nothing in these Terms limits or excludes liability that cannot be limited or excluded by law, including liability for death or personal injury caused by negligence or for fraud, and nothing affects the mandatory rights you have as a consumer.

You are responsible for the content you upload and for the way you use AI output with students. If you are an organisation, you will compensate us for claims by third parties arising from your breach of these Terms or of the Data Processing Agreement, to the extent the law allows.
`),
    },
    {
      heading: 'Changes to these terms and governing law',
      body: md(`
### Changes

We may update these Terms from time to time, for example to reflect new features, changes to our plans or changes in the law. **Changes take effect when the updated Terms are posted on this page**, and the "Last updated" date at the top shows when that happened. Where a change materially affects you, we will also try to tell you in advance by e-mail or in the application. If you continue to use Assessa after a change has been posted, you accept the updated Terms; if you do not agree with them, you should stop using Assessa and, if you wish, ask us to delete your account.

### Governing law and disputes

These Terms, and any dispute arising out of or in connection with them, are governed by the law of the jurisdiction in which the operator of Assessa is established. The courts of that jurisdiction have jurisdiction over any such dispute. If you are a consumer, you also keep the protection of the mandatory rules of the country where you live and may bring proceedings there where the law allows it.

Before starting any formal proceedings, please contact us at [hello@assessa.example](mailto:hello@assessa.example) so that we can try to resolve the matter informally.

### General

If any part of these Terms is found to be invalid or unenforceable, the remainder stays in effect. Our failure to enforce a provision is not a waiver of it. You may not transfer your rights under these Terms without our consent; we may transfer ours to a successor that continues to operate Assessa on terms no less protective for you. These Terms, together with the Privacy Policy and, for organisations, the Data Processing Agreement, are the entire agreement between you and us about Assessa.
`),
    },
  ],
  furtherContent: md(`
### Contact

For questions about these Terms, account deletion requests, reports of misuse or any other matter, write to [hello@assessa.example](mailto:hello@assessa.example). Please send account-related requests from the e-mail address registered to your account so that we can identify you.

### How notices are given

We give notices to you by e-mail to the address registered to your account, by a message in the application, or by posting them on this website; changes to these Terms are given by posting the updated text on this page. A notice sent by e-mail is treated as received when it is sent, unless we learn that it was not delivered. Notices to organisations are sent to the administrator. You give notices to us by e-mail to [hello@assessa.example](mailto:hello@assessa.example).

See also our [Privacy Policy](/privacy-policy) and our [Data Processing Agreement](/dpa).
`),
  seo: {
    title: 'Terms of Service',
    description:
      'The rules for using Assessa: account types, uploads, activities, subscriptions and billing, termination and governing law.',
  },
})
