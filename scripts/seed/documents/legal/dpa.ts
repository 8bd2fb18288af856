import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('legalPage', seedId.legalPage('dpa'), {
  kind: 'dpa',
  title: 'Data Processing Agreement',
  lastUpdated: '2025-09-01',
  intro: md(`
This Data Processing Agreement ("DPA") is entered into between the operator of Assessa ("Assessa", "we" or the "processor") and the school or other official organisation that registers an organisation account ("the organisation" or the "controller").

The organisation's administrator accepts this DPA on the organisation's behalf during registration. Acceptance of this DPA is a condition of opening an organisation account, together with the organisation's name, its official website, an e-mail address that appears on that website and verification of ownership of that address.

This DPA forms part of the [Terms of Service](/terms-of-service) and governs the processing of personal data that Assessa carries out on behalf of the organisation. Our [Privacy Policy](/privacy-policy) describes the processing for which Assessa is itself the controller. Where this DPA and the Terms of Service conflict on a matter of data protection, this DPA prevails.
`),
  sections: [
    {
      heading: 'Subject matter and duration',
      body: md(`
The subject matter of this DPA is the processing of personal data by the processor on behalf of the controller in providing Assessa to the organisation, its administrator and the teachers the administrator approves.

This DPA takes effect when the administrator accepts it during registration and remains in force for as long as the organisation account exists and, after that, for as long as the processor holds any personal data on the controller's behalf under the section on deletion and return of data.

In this DPA, "personal data", "processing", "controller", "processor", "data subject", "personal data breach" and "supervisory authority" have the meanings given to them by the data protection law that applies to the controller ("applicable data protection law"). "Subprocessor" means any third party engaged by the processor to process personal data on the controller's behalf.
`),
    },
    {
      heading: 'Nature and purpose of processing',
      body: md(`
The processor processes personal data only to provide Assessa to the controller, which includes:

- hosting and storing the organisation's accounts, classes, groups, students, teaching goals, assessments, lesson plans and activity data;
- generating assessments with personalised feedback, refining them through the chat interface and suggesting lesson activities, using an AI model provider;
- learning the teaching style of each teacher from the training documents the teacher uploads as DOCX files or connects from Google Docs;
- running activities shared by QR code, including quizzes, questionnaires, team projects, anonymous voting and keyword collectors, and collecting submissions and results;
- managing the approval and removal of teacher e-mail addresses by the administrator;
- keeping the service secure, backed up and available, and providing support.

The nature of the processing comprises collection, recording, organisation, structuring, storage, adaptation, retrieval, consultation, use, transmission to subprocessors, restriction, erasure and destruction. The processor does not use the controller's personal data for its own purposes, does not sell it and does not use it for advertising.
`),
    },
    {
      heading: 'Categories of personal data and data subjects',
      body: md(`
### Data subjects

- the organisation's administrator;
- teachers in the organisation whose e-mail addresses the administrator has approved;
- students whose details teachers enter, or who take part in activities through a QR code without an account; and
- any other person who is named or identifiable in content uploaded by the organisation's teachers.

### Categories of personal data

- account data of the administrator and teachers: e-mail address, name, password and user type;
- educational profiles of teachers;
- organisation data, including the list of approved teacher e-mail addresses;
- student names and e-mail addresses, and their assignment to classes and groups;
- assessments with their ratings and feedback, teaching goals and lesson plans;
- training documents, chat history, photo uploads and speech transcripts;
- activity submissions (PDF), quiz and questionnaire data, team assignments, anonymous votes, keywords and QR data;
- Google authorisation tokens where a teacher connects Google Docs.

### Special categories

Assessa is not designed to process special categories of personal data, such as health information. The controller shall instruct its teachers not to enter such data unless the controller has a lawful basis for doing so and has assessed that processing it in Assessa is appropriate.
`),
    },
    {
      heading: "Controller's and administrator's obligations",
      body: md(`
The controller is responsible for the lawfulness of the processing it instructs. In particular, the controller shall:

- have a lawful basis for all personal data that its teachers enter into Assessa or collect through activities, including any consent required from students or their parents;
- inform students, parents and teachers about the processing as applicable data protection law requires;
- ensure that only the personal data needed for each educational purpose is entered;
- give instructions that comply with applicable data protection law.

The controller acts through its administrator, who:

- is the controller's data protection contact for the processor and receives all notices under this DPA;
- approves the e-mail addresses of teachers who may join the organisation, and removes them promptly when a teacher should no longer have access, for example when the teacher leaves the organisation;
- ensures that the organisation's teachers follow the controller's rules and the [Terms of Service](/terms-of-service); and
- is responsible for the organisation's compliance when using Assessa.

Teachers cannot join the organisation without the administrator's approval. The controller remains responsible for the acts of the teachers it approves.
`),
    },
    {
      heading: "Processor's obligations",
      body: md(`
The processor shall:

- process personal data only on the documented instructions of the controller, including with regard to international transfers, unless required to do otherwise by law, in which case the processor shall inform the controller before processing unless the law prohibits it;
- immediately inform the controller if, in its opinion, an instruction infringes applicable data protection law;
- take the security measures described in this DPA;
- engage subprocessors only in accordance with this DPA;
- assist the controller with data subject requests, security, breach notification, data protection impact assessments and prior consultation with supervisory authorities, taking into account the nature of the processing and the information available to the processor;
- delete or return personal data at the end of the provision of the service in accordance with this DPA; and
- make available to the controller the information necessary to demonstrate compliance with this DPA and allow for and contribute to audits.

The controller's documented instructions consist of this DPA, the Terms of Service, the settings and actions taken by the administrator and approved teachers in Assessa, and any further written instructions agreed between the parties.

The processor shall ensure that only the teacher and the students can access files submitted to an activity, and that a teacher can use the organisation's account only after the administrator has approved that teacher's e-mail address.
`),
    },
    {
      heading: 'Confidentiality',
      body: md(`
The processor shall treat all personal data processed on behalf of the controller as confidential.

The processor shall ensure that every person it authorises to process the personal data, including its employees and contractors, has committed to confidentiality or is under an appropriate statutory obligation of confidentiality, and accesses the personal data only to the extent necessary to provide, support and secure Assessa.

The processor shall not disclose the personal data to any third party except to subprocessors engaged in accordance with this DPA, on the documented instructions of the controller, or where required by law. Where a public authority requests access to the personal data, the processor shall, unless the law prohibits it, inform the controller promptly and disclose no more than the law requires.

These confidentiality obligations continue after this DPA ends.
`),
    },
    {
      heading: 'Security measures',
      body: md(`
Taking into account the state of the art, the cost of implementation and the nature, scope, context and purposes of the processing, as well as the risks to the rights and freedoms of data subjects, the processor shall implement appropriate technical and organisational measures, including:

- encryption of personal data in transit;
- authentication of every account and access controls that limit each teacher to the data the teacher is entitled to reach;
- access by the processor's personnel restricted to those who need it;
- logical separation of each organisation's data from that of other customers;
- acceptance of uploads only in the formats and sizes the service requires: training documents as DOCX files under 10MB, activity submissions as PDF files under 5MB, and photos in PNG, JPG or JPEG under 1MB after compression to at most 1000x1000 pixels;
- regular backups, cleared within 90 days, to allow recovery after an incident;
- logging and monitoring, with logs kept for 90 days; and
- regular review of these measures.

The processor may update these measures over time, provided that the overall level of security is not reduced.
`),
    },
    {
      heading: 'Subprocessors',
      body: md(`
The controller gives the processor general authorisation to engage subprocessors. At the date of this DPA, the processor uses subprocessors in the following categories:

- hosting and infrastructure providers, for servers, databases, file storage and backups;
- a payment provider, for subscription payments and the customer portal;
- an AI model provider, for generating assessments, feedback, chat replies and suggestions; and
- Google, where a teacher chooses to authorise access to Google Docs for AI training.

The processor shall inform the controller, through its administrator, of any intended addition or replacement of a subprocessor at least 30 days before the change takes effect. The controller may object to the change on reasonable data protection grounds within that period. If the parties cannot resolve the objection, the controller may terminate the use of Assessa before the change takes effect.

The processor shall impose on each subprocessor, by written contract, data protection obligations that offer at least the same level of protection as this DPA, and remains responsible to the controller for the performance of each subprocessor's obligations.
`),
    },
    {
      heading: 'Assistance with data subject requests',
      body: md(`
Taking into account the nature of the processing, the processor shall assist the controller by appropriate technical and organisational measures in responding to requests from data subjects to exercise their rights of access, rectification, erasure, restriction, portability and objection.

If the processor receives a request directly from a student, teacher or other data subject concerning personal data processed on the controller's behalf, it shall forward the request to the administrator without undue delay and shall not respond to it itself, except to confirm that the request has been forwarded, unless the controller instructs otherwise.

Requests are answered within 30 days of receipt. Where a request is complex, or where a large number of requests are received, this period may be extended by up to 60 days, and the data subject is told of the extension and the reasons for it within the first 30 days. The processor shall provide its assistance in time for the controller to meet these deadlines.

Because Assessa has no self-service account deletion, erasure of accounts is requested by e-mail to [hello@assessa.example](mailto:hello@assessa.example). The administrator may also end a teacher's access at any time by removing that teacher's e-mail address.
`),
    },
    {
      heading: 'Personal data breach notification',
      body: md(`
The processor shall notify the controller, through its administrator, without undue delay and in any event within 72 hours of becoming aware of a personal data breach affecting personal data processed on the controller's behalf.

The notification shall, as far as the information is available, describe:

- the nature of the breach, including the categories and approximate number of data subjects and records concerned;
- the likely consequences of the breach;
- the measures taken or proposed to address the breach and to mitigate its possible adverse effects; and
- a contact point from whom more information can be obtained.

Where not all information is available at once, the processor shall provide it in phases without further undue delay. The processor shall take reasonable steps to contain the breach and shall cooperate with the controller in notifying the supervisory authority and, where required, the data subjects. Notification of a breach is not an acknowledgement of fault or liability.
`),
    },
    {
      heading: 'Audits and information',
      body: md(`
On request, the processor shall make available to the controller the information reasonably necessary to demonstrate compliance with this DPA, such as a description of its security measures and a list of the categories of subprocessors it uses.

Where that information is not sufficient, the controller, or an independent auditor it appoints that is bound by confidentiality, may audit the processor's compliance with this DPA. The controller shall give at least 30 days' notice of an audit, and the parties shall agree its scope, timing and duration in advance.

Audits shall take place during normal business hours, no more often than is reasonably necessary unless a supervisory authority requires it or a personal data breach has occurred, and in a way that does not unreasonably disrupt the processor's business or compromise the security or confidentiality of data belonging to other customers. Each party bears its own costs of an audit.
`),
    },
    {
      heading: 'Deletion and return of data',
      body: md(`
At the end of the provision of the service, or earlier on the controller's written request sent by the administrator to [hello@assessa.example](mailto:hello@assessa.example), the processor shall delete the personal data processed on the controller's behalf. Deletion is completed within 30 days. On the controller's written request made before the organisation account ends, the processor shall first return the personal data to the controller in a commonly used format.

By accepting this DPA, the controller instructs the processor to apply the following retention periods, which are also set out in the [Privacy Policy](/privacy-policy):

- activity files (PDF submissions): deleted 30 days after the activity expires, while activity metadata and scores remain;
- QR data: kept for the life of the activity plus 30 days;
- account data: kept while the account exists plus 30 days;
- assessment data and lesson plans: kept for 3 years after termination;
- payment records: kept for 7 years;
- logs: kept for 90 days;
- usage statistics and activity analytics: kept for 2 years;
- backups: cleared within 90 days.

When an organisation account is terminated, access ends immediately and any subscription is cancelled. Personal data is then permanently deleted in accordance with the periods above. The processor may keep personal data for longer only where the law requires it, and then only for as long as required and protected by this DPA.
`),
    },
    {
      heading: 'International transfers',
      body: md(`
The processor's subprocessors may process personal data in countries other than the country in which the controller is established.

The processor shall transfer personal data to a country that applicable data protection law does not recognise as providing an adequate level of protection only where appropriate safeguards are in place, such as standard contractual clauses approved by the competent authorities, together with any supplementary measures needed to ensure that the personal data receives a level of protection essentially equivalent to that required by applicable data protection law.

On request, the processor shall inform the controller of the countries to which personal data is transferred and the safeguards that apply to each transfer.
`),
    },
    {
      heading: 'Liability and term',
      body: md(`
### Liability

Each party's liability arising out of or in connection with this DPA is subject to the limitations of liability in the [Terms of Service](/terms-of-service), except where applicable law does not allow liability to be limited. Nothing in this DPA limits either party's liability towards data subjects under applicable data protection law, nor the powers of a supervisory authority.

### Term and termination

This DPA remains in force for as long as the organisation account exists and, after that, for as long as the processor holds personal data on the controller's behalf. It ends automatically when all such personal data has been deleted or returned. Obligations that by their nature should continue, including those on confidentiality, deletion and liability, survive its end.

### Changes

The processor may update this DPA to reflect changes in the law, in Assessa or in its subprocessors. Changes take effect when the updated DPA is posted on this page, and the "Last updated" date shows when that happened. Changes to subprocessors are notified 30 days in advance as set out above. No change shall reduce the level of protection of personal data under this DPA.

### Governing law

This DPA is governed by the same law, and subject to the same courts, as the Terms of Service: those of the jurisdiction in which the operator of Assessa is established, unless applicable data protection law requires otherwise.
`),
    },
  ],
  furtherContent: md(`
### Contact

The processor's contact for all matters under this DPA, including subprocessor objections, data subject requests, audit requests and deletion requests, is [hello@assessa.example](mailto:hello@assessa.example). The controller's contact is the organisation's administrator, whose e-mail address has been verified during registration.

### Key time limits

- Subprocessor changes: at least 30 days' notice.
- Data subject requests: answered within 30 days, extendable by up to 60 days.
- Personal data breaches: notified within 72 hours.
- Audits: at least 30 days' notice.
- Deletion: completed within 30 days.
`),
  seo: {
    title: 'Data Processing Agreement',
    description:
      'The data processing agreement between Assessa, as processor, and schools and organisations, as controllers, that use organisation accounts.',
  },
})
