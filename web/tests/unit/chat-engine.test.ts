import { describe, expect, it } from 'vitest'
import { joinSentences, quotePassage } from '@/features/chat/answer/compose'
import { askedFigure } from '@/features/chat/answer/figures'
import { answerMessage, isFollowUp } from '@/features/chat/answer/engine'
import { detectIntent, stripSmallTalk } from '@/features/chat/answer/intents'
import { findLimitKind, findPlans } from '@/features/chat/answer/plans'
import { buildKnowledge, expandQuery, knowledgeFor, settingTerms, triggerFirst } from '@/features/chat/answer/search'
import { normalize, sentences, terms, tokenize } from '@/features/chat/answer/text'
import type { ChatContent, Turn } from '@/features/chat/answer/types'
import { correctTypos } from '@/features/chat/answer/typos'
import { seen, seedKnowledgeBeforeAll } from './chat-seed'

/**
 * The grounded answer engine against the seed content: small talk, plan limits quoted from
 * the plan documents, follow-ups that lean on the session's last turns, honest "don't know".
 */

const seed = seedKnowledgeBeforeAll()

/** Plays a conversation; returns every reply. */
function converse(...messages: string[]): string[] {
  const history: Turn[] = []
  return messages.map((message) => {
    const answer = answerMessage(seed.knowledge, { message, history })
    history.push({ message, reply: answer.text, topic: answer.topic })
    return seen(answer)
  })
}

const ask = (message: string) => answerMessage(seed.knowledge, { message })
/** Asked as the engine reads it, without what it learned from one round's own questions. */
const askUnlearned = (round: string) => (message: string) =>
  answerMessage({ ...seed.knowledge, known: seed.knowledge.known.withoutRound(round) }, { message })

describe('text handling', () => {
  it('stems word forms together and keeps British and American spellings equal', () => {
    expect(terms('cancellation cancelled cancel')).toEqual(['cancel', 'cancel', 'cancel'])
    expect(terms('organization')).toEqual(terms('organisation'))
    expect(terms('submission')).toEqual(terms('submit'))
    expect(terms('activities')).toEqual(terms('activity'))
  })

  it('reads "10MB", "1,500", "e-mail", "log in" and "Word document" the way the site means them', () => {
    expect(tokenize('under 10MB')).toEqual(['under', '10', 'mb'])
    expect(tokenize('1,500 requests')).toEqual(['1500', 'requests'])
    expect(tokenize('your e-mail')).toEqual(['your', 'email'])
    expect(tokenize('how do I log in')).toEqual(['how', 'do', 'i', 'sign', 'in'])
    expect(tokenize('a Word document')).toEqual(['a', 'docx', 'document'])
  })

  it('reads "everybody" as the site\'s "everyone"', () => {
    expect(tokenize('make everybody wait')).toEqual(['make', 'everyone', 'wait'])
    expect(
      seen(
        ask(
          'When I ask the class something, the same three hands shoot up instantly. How long should I make everybody wait and think before I take any answers?',
        ),
      ),
    ).toContain('ten seconds of silent thinking time')
  })

  it('splits sentences without breaking "e.g." or "$4.7"', () => {
    expect(sentences('Pro costs $9.7 per month. Free, e.g. One class.\n- A list item')).toEqual([
      'Pro costs $9.7 per month.',
      'Free, e.g. One class.',
      '- A list item',
    ])
  })

  it('reads a pattern with its trigger first and still finds exactly what the pattern finds', () => {
    // A refund asked about beside a cancellation, before or after it; "refund" alone is not enough.
    const refundOnCancel =
      /(?:(?<=\b(?:cancel\w*)\b.*)|(?=.*\b(?:cancel\w*)\b))(?<!\bno\b.*)(?!.*\bno\b)\b(refunds?)\b/g
    const quicker = triggerFirst(refundOnCancel)
    expect(quicker.source).not.toBe(refundOnCancel.source)
    for (const message of [
      'if i cancel do i get a refund',
      'refunds after cancelling? and what about refunds for the rest of the year',
      'can i get a refund',
      'i cancelled but want no refund',
      'cancel, cancel, cancel',
      '',
    ])
      expect([...message.matchAll(quicker)].map((match) => [match.index, match[0]])).toEqual(
        [...message.matchAll(refundOnCancel)].map((match) => [match.index, match[0]]),
      )
    // Nothing to gain, or a copy would change what the pattern means: left as it is.
    for (const unchanged of [/\brefund\b/, /(?=.*cancel)refund|cancel/, /(?=.*(a))b\1/, /\brefund(?=.*\bcancel)/])
      expect(triggerFirst(unchanged)).toBe(unchanged)
  })

  it('gives the same reading of a question however often it is asked, whatever a caller did with the last one', () => {
    const first = terms('Can I cancel my subscription?')
    expect(() => (first as string[]).push('changed')).toThrow()
    expect(terms('Can I cancel my subscription?')).toEqual(['cancel', 'subscript'])
    expect(expandQuery('how long do you keep my data?')).toEqual(expandQuery('how long do you keep my data?'))
  })

  it('never quotes a numbered list item’s number as a sentence of its own (a reply ending "… piles. 5.")', () => {
    expect(sentences('4. Sort them: Make three piles.\n5. Plan the next lesson: Start from the piles.')).toEqual([
      'Sort them: Make three piles.',
      'Plan the next lesson: Start from the piles.',
    ])
  })
})

describe('visitors’ phrasing', () => {
  it('reads "my year 3s", "my 4th graders" as students when they ask about accounts', () => {
    expect(seen(ask('do my 4th graders have to register to do a quiz?'))).toContain('without creating an account')
    expect(seen(ask('my yr 5s have no logins - can they still take part?'))).toContain(
      'Students take part in activities without accounts',
    )
  })

  it('answers the question after a lead-up, not the lead-up', () => {
    // So does a short last question about "they".
    expect(
      seen(
        ask(
          'When I run jigsaw expert groups, the kids come back to their home group with nothing useful to teach. What should they fill in before they go back?',
        ),
      ),
    ).toContain('three-question summary sheet')
    // A clause after a comma that points back ("…, how long is that kept for?") is read with what came before it.
    expect(
      seen(ask('what happens to the data behind the QR code once an activity is finished, how long is that kept for?')),
    ).toContain('QR data: kept for the life of the activity plus 30 days.')
    // Or about "that".
    expect(
      seen(
        ask(
          'Your formative assessment article says to give students time at the start of the next lesson to act on their feedback before any new content. How long is that meant to be?',
        ),
      ),
    ).toContain('ten minutes of feedback response time')
    // A last question that only asks for advice ("Any ideas?") asks about the lead-up.
    expect(
      seen(
        ask(
          "I group my class by need, but I don't want the lower group to feel like they're the weak table. Any ideas?",
        ),
      ),
    ).toContain('Name groups after the task rather than the level')
    expect(seen(ask('Sorry if this is a silly question but do students need accounts?'))).toBe(
      seen(ask('do students need accounts?')),
    )
    expect(seen(ask('Hi, I teach year 9 science and I was wondering: how do I cancel?'))).toBe(
      seen(ask('how do I cancel?')),
    )
    expect(seen(ask('quick question from a primary school teacher - which files can students upload?'))).toBe(
      seen(ask('Which files can students upload?')),
    )
  })

  it('reads "what is it?" as the product only when the product was just named', () => {
    const product = seen(ask('What is Assessa?'))
    expect(seen(ask('My head of department keeps talking about Assessa in every meeting, what is it?'))).toBe(product)
    // Here "it" is the cookie just described: not knowing its name beats describing the product.
    const cookie = ask(
      'Our school IT technician needs the exact name of the cookie your site drops to remember my consent choice, so he can allow it through the filter. What is it?',
    )
    expect(seen(cookie)).not.toBe(product)
  })

  it('answers "what\'s the difference?" after a question about two things with that question, not with plan differences', () => {
    const reply = seen(
      ask(
        "For my food tech practical assessments, should I use a checklist of skills or write proper comments? What's really the difference?",
      ),
    )
    expect(reply).toContain('A skills checklist records whether specific, observable skills are present')
    expect(reply).not.toContain('they differ only in limits')
  })

  it('reads "those blocks" in a short last question as what the sentences before it described', () => {
    expect(
      seen(
        ask(
          "I'm drowning in admin. I want to batch lesson planning, making feedback and quizzes, and looking at results into fixed times each week. How long should each of those blocks be?",
        ),
      ),
    ).toContain('Block three 30-minute slots in your calendar')
  })

  it('reads "what\'s the problem?" and "— is that the problem?" as asking about what the message described', () => {
    for (const message of [
      "My training document was rejected on upload. It has a rubric table and a couple of screenshots in it. What's the problem?",
      'Tried uploading my marking rubric as a training document and it got rejected. It has a couple of tables in it — is that the problem?',
    ])
      expect(seen(ask(message))).toContain('a DOCX that contains images or tables is rejected on upload')
    expect(
      seen(
        ask(
          'As soon as I finish giving instructions half the room is off task and the other half is asking me what to do. What am I doing wrong?',
        ),
      ),
    ).toContain('did not catch all of it')
  })

  it('answers a long message from the passage that ranks far ahead of every other, though the story dilutes it', () => {
    expect(
      seen(
        ask(
          "What happens if I hit my plan's limit in the middle of report season? Does any of the work I've already made get deleted?",
        ),
      ),
    ).toContain('Everything you have already created stays in your account')
  })

  it('answers the question after a comma when the whole message finds nothing', () => {
    for (const question of [
      'which files can students upload?',
      'what is a keyword collector?',
      'how long do you take to answer a data access request?',
    ]) {
      expect(seen(ask(`I am setting up my first class this week, ${question}`))).toBe(seen(ask(question)))
    }
  })

  it('reads a second question after ", and" as half of the question, not as the question after a lead-up', () => {
    expect(
      seen(
        ask(
          "We're trying traffic-light self marking in the margins with year 8. Which colour means they're partly there, and should they write anything next to it?",
        ),
      ),
    ).toContain('amber for partly met')
  })

  it('reads the sentences before a question as its context', () => {
    expect(seen(ask('I have 30 students in my biggest class. Which plan do I need?'))).toContain(
      'Students per class by plan: Free 20 students per class, Advanced 40 students per class and Pro 80 students per class.',
    )
    expect(seen(ask('I am new to Assessa and looking at it for my school. Which files can students upload?'))).toBe(
      seen(ask('Which files can students upload?')),
    )
  })

  it('reads "for our school" or "as a teacher" as the visitor’s setting, not the topic', () => {
    expect(seen(ask('What question types can I use in a quiz for our school?'))).toBe(
      seen(ask('What question types can I use in a quiz?')),
    )
    expect(seen(ask('How does rating assessments work as a secondary teacher?'))).toBe(
      seen(ask('How does rating assessments work?')),
    )
    // "My old written reports" are the visitor's material, not the site's reports of breaches.
    expect(
      seen(ask("If I upload my old written reports to train the AI, do I need to take the pupils' names out first?")),
    ).toContain('swap each name for “the student”')
    // "Our head hasn't…", "in the meantime": who decides and when, not what is asked.
    expect(
      seen(
        ask(
          "Our head hasn't set up a school account yet. Can I just use my own individual account with my classes in the meantime?",
        ),
      ),
    ).toContain('forbidden for school teachers and official organisations')
    // A role in the school ("a head of department", "IT coordinator") is who is asking.
    expect(
      seen(
        ask(
          "I'm a head of department and want to suggest a weekly rhythm to my team: time set aside for planning, writing assessments and looking at results. How long should each of those blocks be?",
        ),
      ),
    ).toContain('Block three 30-minute slots')
  })

  it('reads a month or a weekday as when the visitor asks, not what about', () => {
    // The site names no month: "…roll over into November?" was "don't know", though it asks about unused requests.
    for (const question of [
      'if I don’t use all my AI requests in October do the leftovers roll over into November?',
      'If I only use half my AI requests in December because of the holidays, do the leftovers roll over into January?',
    ])
      expect(seen(ask(question))).toContain('Unused AI requests do not carry over')
  })

  it('reads "kids" and "pupils" as the site’s students', () => {
    for (const question of ['What files can kids submit?', 'How do my pupils join an activity?']) {
      expect(seen(ask(question))).toBe(seen(ask(question.replace(/kids|pupils/, 'students'))))
    }
  })

  it('reads chat shorthand and "your app" as the visitor means them', () => {
    expect(seen(ask('hw much is pro'))).toContain('The Pro plan costs $9.7 per month.')
    expect(seen(ask('what does ur app cost'))).toContain(
      'Free $0 per month, Advanced $4.7 per month and Pro $9.7 per month',
    )
  })
})

describe('intents', () => {
  it.each([
    ['hi', 'greeting'],
    ['Hello there!', 'greeting'],
    ['good morning', 'greeting'],
    ['thanks!', 'thanks'],
    ['ok thank you so much', 'thanks'],
    ['bye', 'goodbye'],
    ['who are you?', 'identity'],
    ['Are you a real person?', 'identity'],
    ["what's your name", 'identity'],
    ['what can you do?', 'help'],
    ['tell me a joke', 'offTopic'],
    ["what's the weather in Paris?", 'offTopic'],
    ['I want to talk to a human', 'contact'],
  ])('"%s" is %s', (message, intent) => {
    expect(detectIntent(message)).toBe(intent)
    expect(ask(message).kind).toBe(intent)
  })

  it('does not take a real question for small talk', () => {
    expect(detectIntent('hi, how do I cancel?')).toBeUndefined()
    expect(stripSmallTalk('Hi! How do I cancel?')).toBe('How do I cancel?')
    expect(seen(ask('Hello! how many classes on the free plan?'))).toContain('The Free plan includes 1 class.')
    // A "joke" about the product is a product question, not small talk.
    expect(ask('can I make a funny quiz?').kind).not.toBe('offTopic')
  })

  it('names the assistant and the product from site settings, and gives the contact address', () => {
    expect(seen(ask('hello'))).toContain('Assessa Assistant')
    expect(seen(ask('who are you'))).toMatch(/Assessa Assistant.*not a person/)
    expect(seen(ask('how can I contact support?'))).toContain('[hello@assessa.example](mailto:hello@assessa.example)')
    // "Get in touch with the company", "the best way to reach you", after a line about who is asking.
    for (const question of [
      "I run a small parents' newsletter. How would I get in touch with the company?",
      "what's the best way to reach you lot?",
    ])
      expect(seen(ask(question))).toContain('You can reach the Assessa team by e-mail')
    expect(seen(ask('tell me a joke'))).toMatch(/only help with questions about Assessa/)
  })
})

describe('plan limits', () => {
  it('recognises plans and limit kinds', () => {
    const names = (message: string) => findPlans(message, seed.content.plans).map((plan) => plan.planType)
    expect(names('how many classes on the free plan')).toEqual(['free'])
    expect(names('Advanced vs Pro')).toEqual(['advanced', 'pro'])
    expect(names('what about a professional account')).toEqual([])
    expect(findLimitKind('how many students per class')).toBe('studentsPerClass')
    expect(findLimitKind('how many words can I train on')).toBe('trainingWords')
    expect(findLimitKind('how much does it cost')).toBe('price')
    expect(findLimitKind('how much notice do you give')).toBeUndefined()
  })

  it('answers "the per-class student cap" with students per class, not the number of classes', () => {
    const pro = seed.content.plans.find((plan) => plan.planType === 'pro')!
    for (const question of [
      "Our biggest sixth form group has 65 students. What's the per-class student cap on Pro?",
      'what is the per class pupil limit on the Pro plan',
    ])
      expect(seen(ask(question))).toContain(`The Pro plan includes ${pro.limits.studentsPerClass} students per class.`)
  })

  it('answers with the exact figure of the named plan, read from the plan documents', () => {
    for (const plan of seed.content.plans) {
      expect(seen(ask(`How many classes can I have on the ${plan.name} plan?`))).toContain(
        `The ${plan.name} plan includes ${plan.limits.classes} ${plan.limits.classes === 1 ? 'class' : 'classes'}.`,
      )
      expect(seen(ask(`What does ${plan.name} cost?`))).toContain(`$${plan.price} per ${plan.period}`)
      expect(seen(ask(`How many teaching goals on ${plan.name}?`))).toContain(
        `${plan.limits.teachingGoals} teaching goal`,
      )
    }
    expect(seen(ask('How many AI requests per month on Pro?'))).toContain('1,500 requests per month')
    expect(seen(ask('training document word limit for Advanced?'))).toContain(
      '50,000 words of training documents (5,000,000 characters)',
    )
  })

  it('reads what the AI learns from as training material, and a share of the class as no plan amount', () => {
    // The limit itself, not the whole plan's overview.
    expect(seen(ask('on the free plan, how much of my old feedback can the AI learn from? in words'))).toMatch(
      /^The Free plan includes 10,000 words of training documents/,
    )
    expect(ask('How many of my students feel ready for the test? Which activity would show me?').kind).not.toBe(
      'planLimit',
    )
    // A count of activities still is one.
    expect(seen(ask('How many of those quizzes can I launch per month on Pro?'))).toContain('125 activities')
  })

  it('leaves a rule of thumb for how many to keep active, and moving someone up a plan, to the content', () => {
    expect(seen(ask('any rule of thumb for how many goals to keep active for a class at once?'))).toContain('three')
    expect(ask('any rule of thumb for how many goals to keep active for a class at once?').kind).toBe('search')
    expect(
      seen(
        ask(
          'A colleague on Advanced has used 100 of her 150 requests already. If we move her up to Pro today, does she get a clean 1,500?',
        ),
      ),
    ).toContain('80% of its requests used')
  })

  it('answers which account to use with the account rules, not with a plan’s class limit', () => {
    expect(
      ask('can i just set up my own account and use it with my yr 4 class? the school hasnt signed up to anything')
        .sources[0]?.url,
    ).toBe('/faq/ai-apps-2025-2026')
  })

  it('reads feeding the AI as training, a limit "starting again" as the monthly reset, and a quiz time limit as no plan limit', () => {
    expect(seen(ask('How much of my old feedback can I feed it on Advanced?'))).toMatch(
      /^The Advanced plan includes 50,000 words of training documents/,
    )
    expect(seen(ask('is the quiz cap monthly or a total? when does it start again?'))).toContain(
      'start again with the next billing month',
    )
    // "When does that go back to zero?", "will that free up next month?": the same question.
    for (const question of [
      'Hit the activity cap on Advanced this morning. When does that number go back to zero?',
      "I can't add another goal on my plan. Will that free up next month, like the requests?",
    ])
      expect(seen(ask(question))).toContain('start again with the next billing month')
    expect(ask('are time limits on quizzes a good idea?').kind).toBe('search')
    // Having used the month's activities, "when can I run another?" asks when monthly limits start again.
    expect(
      seen(
        ask("I've used up all my activities on the free plan this month. When can I run another quiz without paying?"),
      ),
    ).toContain('Monthly limits, such as AI requests and activities, start again with the next billing month')
    expect(seen(ask('When do my activities reset?'))).toContain('start again with the next billing month')
    expect(
      seen(ask('Some students missed the activities today. When can they come back and finish them?')),
    ).not.toContain('Monthly limits')
  })

  it('reads "will it take the whole class?" as asking whether a plan has room', () => {
    expect(seen(ask('My form group is a class of 26. Would the free plan take the whole group?'))).toContain(
      'The Free plan includes 20 students per class',
    )
  })

  it('reads "hold a class of 30" and "take all of them in one class" as class size, not a number of classes', () => {
    expect(seen(ask('Can the free plan hold a class of 30?'))).toMatch(
      /^No\. The Free plan includes 20 students per class\./,
    )
    expect(seen(ask('Is the free plan ok for a class of 30?'))).toContain(
      'The Free plan includes 20 students per class.',
    )
    // "My tutor group is 28 kids" states a class size, as "a class of 28" does.
    expect(seen(ask('my tutor group is 28 kids, will they all fit on the free version?'))).toContain(
      'The Free plan includes 20 students per class. For 28 students per class, the cheapest plan with room is Advanced.',
    )
    // (A class "with 2 teachers" is no class size.)
    expect(seen(ask('Can the Pro plan handle a class with 2 teachers?'))).not.toContain('cheapest plan with room')
    const tutorGroup = seen(ask('my tutor group is 32 students - will the free plan take all of them in one class?'))
    expect(tutorGroup).toContain('For 32 students per class, the cheapest plan with room is Advanced.')
    expect(tutorGroup).not.toContain('1 class')
    // "33 in my class" counts the students in the class, not classes.
    const inMyClass = seen(ask("there's 33 in my class, is the free version big enough?"))
    expect(inMyClass).toContain('For 33 students per class, the cheapest plan with room is Advanced.')
    expect(inMyClass).not.toContain('33 classes')
  })

  it('compares all plans when no plan is named, and links to the pricing page', () => {
    const answer = ask('How many classes can I create?')
    expect(seen(answer)).toBe(
      'Classes by plan: Free 1 class, Advanced 5 classes and Pro 50 classes.\n\nMore: [Pricing](/pricing)',
    )
  })

  it('leaves questions about the rules of limits and prices to the content', () => {
    expect(ask('What happens if I reach my plan limit?').kind).toBe('search')
    expect(seen(ask('Are prices going to go up?'))).toContain('$3-6')
    expect(
      seen(ask('Why is the training allowance listed in characters as well as words? How do the two relate?')),
    ).toContain('capped at 100 per allowed word')
    // The rule that links characters to words, even asked about one plan's figures.
    expect(
      seen(
        ask(
          "Why does Advanced list 5,000,000 characters next to 50,000 words? What's the rule that links the two numbers?",
        ),
      ),
    ).toContain('Characters are capped at 100 per allowed word')
    // How the character cap is worked out is the rule, also when words go unnamed.
    expect(
      seen(ask('How is the character cap on training files calculated? The figures are suspiciously round')),
    ).toMatch(/capped at 100 per allowed word/i)
    // A plain question for the amount still gets the plans' figures.
    expect(seen(ask('How many characters of training documents does Pro allow?'))).toContain('10,000,000 characters')
  })

  it('names the cheapest plan with room for what the visitor needs, with its figures and price', () => {
    // A lead-up joined by a dash still says what is needed: 36 students in one class.
    const dashed = seen(ask("I've got a class of 36 - would they all fit in one class on the Advanced plan?"))
    expect(dashed).toContain('40 students per class')
    expect(dashed).not.toContain('cheapest plan with room is Free')
    expect(seen(ask('I teach 7 different classes. Which plan would I need?'))).toMatch(
      /^For 7 classes, the cheapest plan with room is Pro \(the Advanced plan includes 5 classes\)\. The Pro plan includes 50 classes\. The Pro plan costs \$9\.7 per month\./,
    )
    expect(seen(ask('i have 32 in my form group, will that fit on the free one??'))).toContain(
      'The Free plan includes 20 students per class. For 32 students per class, the cheapest plan with room is Advanced.',
    )
    // "My tutor group … 24 of them": the members of the class just named.
    expect(
      seen(
        ask(
          "I'd like to test it with my tutor group first, there are 24 of them. Will they all fit on the free version?",
        ),
      ),
    ).toContain('No. The Free plan includes 20 students per class. For 24 students per class')
    // "Would the plan fit them all?" asks whether the class named fits.
    expect(seen(ask("I've got 36 in my biggest year 7 set. Would one class on the Free plan fit them all?"))).toContain(
      'The Free plan includes 20 students per class',
    )
    // Children and kids are students; "all of them into one class" sizes one class; "without paying" is Free.
    for (const question of [
      'There are 28 children in my class. Can I fit all of them into a class on the free plan?',
      'I run a tutoring group of 25 kids. Could all of them go into one class without paying anything?',
    ])
      expect(seen(ask(question))).toContain('No. The Free plan includes 20 students per class')
    // "Will the 30 fit…", "a set that big", "sets run up to 30": one class's size, beside a number of classes.
    for (const question of [
      'Our biggest form is a class of 30 and I have three groups altogether. On the free plan, will the 30 fit into one class?',
      'Our maths sets run up to 30 pupils and I teach three groups. Would the free plan fit a set that big?',
    ])
      expect(seen(ask(question))).toContain('The Free plan includes 20 students per class')
    // "My biggest group has 35 students": students sized by the class they are in.
    expect(
      seen(ask('My biggest teaching group has 35 students. Would they all fit in one class on the Free plan?')),
    ).toContain('No. The Free plan includes 20 students per class')
    // "The next plan up" from the plan named is the one above it by price.
    expect(
      seen(
        ask(
          'My biggest set has 35 kids, so Free is too small. How many students per class does the next plan up allow?',
        ),
      ),
    ).toContain('The Advanced plan includes 40 students per class.')
    expect(seen(ask("I'm on Advanced. What does the next tier cost?"))).toContain('The Pro plan costs $9.7 per month.')
    // "A quiz or a vote every lesson… around 120 a month": the monthly thing named before the amount.
    expect(
      seen(
        ask(
          'I run a quick quiz or a vote in almost every lesson across six classes, so around 120 a month. Would the top plan cover that?',
        ),
      ),
    ).toContain('125 activities per month')
    // A plan named by its price; "how many times a month can I ask the AI" counts its requests.
    // "$4.70" is the same price as "$4.7".
    expect(seen(ask('On the $4.70 plan, how many separate classes can I create?'))).toContain(
      'The Advanced plan includes 5 classes.',
    )
    expect(seen(ask('How many learning targets can I have saved at once on the $4.7 plan?'))).toContain(
      '10 teaching goals',
    )
    // Learning objectives are what the site calls teaching goals.
    expect(seen(ask('How many learning objectives can I keep saved at once if I pay for Advanced?'))).toContain(
      'The Advanced plan includes 10 teaching goals.',
    )
    expect(
      seen(ask("Roughly how many times a month can I ask the AI to draft or rework something if I'm on Pro?")),
    ).toContain('The Pro plan includes 1,500 requests per month.')
    // "A dozen department targets … as teaching goals": targets are goals.
    expect(
      seen(
        ask(
          'As head of science I want to keep about a dozen department targets in there as teaching goals. Which plan lets me hold that many?',
        ),
      ),
    ).toContain(
      'For 12 teaching goals, the cheapest plan with room is Pro (the Advanced plan includes 10 teaching goals).',
    )
    // "My class of 26 … will they all fit?": students per class, with the named plan's limit first.
    expect(seen(ask('just trying it out on the free plan with my class of 26, will they all fit in?'))).toContain(
      'The Free plan includes 20 students per class. For 26 students per class, the cheapest plan with room is Advanced.',
    )
    // Amounts in words; a year group is not an amount; students count per class only when said so.
    const four = seen(
      ask('I teach year 7 maths and have four sections of about 30 kids each. What is the cheapest plan for that?'),
    )
    expect(four).toContain(
      'For 4 classes and 30 students per class, the cheapest plan with room is Advanced (the Free plan includes 1 class and 20 students per class).',
    )
    expect(four).toContain('$4.7 per month')
    // The plan named is checked first.
    const words = seen(
      ask(
        "I've got roughly 30,000 words of old reports. Will the free plan take that much, and if not, which plan would?",
      ),
    )
    expect(words).toMatch(/^No\. The Free plan includes 10,000 words of training documents/)
    expect(words).toContain('the cheapest plan with room is Advanced')
    expect(seen(ask('I teach four classes and run 20 quizzes a month. Would the middle tier be enough?'))).toMatch(
      /^Yes\. The Advanced plan includes 5 classes and 25 activities per month\./,
    )
    expect(seen(ask('is there a plan for 200 classes?'))).toMatch(
      /^No plan includes 200 classes\. The Pro plan includes 50 classes\./,
    )
    for (const [message, reply] of [
      // Each amount counts the noun right after it; "a class of N" sizes the class.
      [
        'Which plan do I need for 3 classes with 35 students per class?',
        'For 3 classes and 35 students per class, the cheapest plan with room is Advanced (the Free plan includes 1 class and 20 students per class).',
      ],
      [
        'Which plan do I need? I teach 3 classes of 45 pupils.',
        'For 3 classes and 45 students per class, the cheapest plan with room is Pro (the Advanced plan includes 5 classes and 40 students per class).',
      ],
      ['which plan would I need for half a dozen classes?', 'For 6 classes'],
      ['which plan covers 100 000 words of training documents?', 'For 100,000 words'],
      // A price and a range of year groups are not what a plan limits.
      ['Which plan under $5 covers 3 classes?', 'For 3 classes,'],
      ['I teach years 7 to 11, 5 classes in all. Which plan do I need?', 'For 5 classes,'],
    ] as const)
      expect(seen(ask(message))).toContain(reply)
    // "Is Pro enough?" — yes, and the cheaper plan that also fits is named.
    const pro = seen(ask('Is Pro enough for 3 classes?'))
    expect(pro).toMatch(/^Yes\. The Pro plan includes 50 classes\./)
    expect(pro).toContain('the cheapest plan with room is Advanced')
    // Not a question about which plan fits.
    expect(seen(ask('Is 20 words enough for a teaching goal?'))).not.toContain('cheapest plan with room')
    expect(seen(ask('Which option should I pick in the quiz for 4 groups?'))).not.toContain('cheapest plan with room')
  })

  it("answers a question about a price rise with the rise, not with today's prices", () => {
    for (const message of [
      'Saw a note that your prices are going up. How big is the jump, and does it affect people who are already paying?',
      'We heard you are putting prices up. By how much?',
    ]) {
      const reply = seen(ask(message))
      expect(reply).toContain('$3-6 per month')
      expect(reply).not.toMatch(/^Prices per month/)
    }
    // Whether it hits a current subscriber straight away is the notice's second figure, not the upgrade rules.
    const straightAway = seen(
      ask(
        'saw a notice that prices are going up. by how much, and does my current subscription price jump straight away',
      ),
    )
    expect(straightAway).toContain('$3-6 per month')
    expect(straightAway).toContain('three billing cycles')
    expect(straightAway).not.toContain('prorated')
    // Today's price of the plan named, then the rise; "pricier" without a word of the notice.
    expect(seen(ask('What does the Advanced plan cost per month, and should I expect that price to change?'))).toMatch(
      /^The Advanced plan costs \$4\.7 per month\. .*\$3-6 per month/,
    )
    expect(seen(ask('Is Pro getting pricier?'))).toMatch(/^The Pro plan costs \$9\.7 per month\. .*\$3-6 per month/)
    // A question about today's price alone is not about the rise.
    expect(seen(ask('How much is Advanced per month?'))).not.toContain('$3-6')
  })

  it('knows the middle plan and answers "how much can I…" with the named plan\'s limit', () => {
    expect(seen(ask("What's the monthly price of the middle option, the one between Free and Pro?"))).toMatch(
      /^The Advanced plan costs \$4\.7 per month\./,
    )
    // Beside another plan named, not instead of it; a poll's middle option is no plan.
    const names = (message: string) => findPlans(message, seed.content.plans).map((plan) => plan.planType)
    expect(names('How many classes on the middle tier compared with Pro?')).toEqual(['advanced', 'pro'])
    expect(names('Can students pick the middle option in a poll?')).toEqual([])
    expect(names('If a teacher takes the mid-priced plan, will a full set fit in one class?')).toEqual(['advanced'])
    expect(names('Can I buy a second plan for a colleague?')).toEqual([])
    // The plan at either end by price: "the most expensive plan", "the top tier", "the cheapest paid plan".
    expect(names('On your most expensive plan, how many AI requests are included each month?')).toEqual(['pro'])
    expect(names('how many classes on the top tier?')).toEqual(['pro'])
    expect(names('how many requests on the cheapest paid plan?')).toEqual(['advanced'])
    expect(names('what is the best plan for me?')).toEqual([])
    expect(seen(ask('On the free version, how much of my own material can I train it on?'))).toMatch(
      /^The Free plan includes 10,000 words of training documents/,
    )
  })

  it('follows the plan documents when an editor changes a limit', () => {
    const edited: ChatContent = {
      ...seed.content,
      plans: seed.content.plans.map((plan) =>
        plan.planType === 'free' ? { ...plan, limits: { ...plan.limits, classes: 3 } } : plan,
      ),
    }
    expect(seen(answerMessage(buildKnowledge(edited), { message: 'how many classes on the free plan?' }))).toContain(
      'The Free plan includes 3 classes.',
    )
  })
})

describe('follow-ups', () => {
  it('a follow-up in the visitor’s words finds the site’s words for them ("how big" → "under 1MB")', () => {
    const [, size] = converse('can I add a photo for context?', 'how big can it be?')
    expect(size).toContain('under 1MB')
  })

  it('carries the limit over when the follow-up names only a plan', () => {
    expect(converse('how many classes can I have on the free plan?', 'and on Pro?', 'what about Advanced?')).toEqual([
      'The Free plan includes 1 class.\n\nMore: [Pricing](/pricing)',
      'The Pro plan includes 50 classes.\n\nMore: [Pricing](/pricing)',
      'The Advanced plan includes 5 classes.\n\nMore: [Pricing](/pricing)',
    ])
  })

  it('carries the plan over when the follow-up names only a limit, even after small talk', () => {
    const replies = converse('How much is Advanced?', 'and students per class?', 'thanks!', 'and on pro?')
    expect(replies[0]).toContain('The Advanced plan costs $4.7 per month.')
    expect(replies[1]).toContain('The Advanced plan includes 40 students per class.')
    expect(replies[3]).toContain('The Pro plan includes 80 students per class.')
  })

  it('carries the topic of a content answer into a short follow-up', () => {
    const [size, students] = converse(
      'What is the maximum size of a training document?',
      'and for student submissions?',
    )
    expect(size).toContain('10MB')
    expect(students).toContain('5MB')
    const [, refund] = converse('how do I cancel?', 'and a refund?')
    expect(refund).toMatch(/not refunded/)
  })

  it('"tell me more" continues the passage of the last answer', () => {
    const [first, more] = converse('how do I cancel?', 'tell me more')
    expect(first).toContain('Manage subscription')
    expect(more).not.toBe(first)
    expect(more).toContain('More: [Pricing](/pricing)')
  })

  it('recognises follow-up phrasing', () => {
    expect(isFollowUp('and on Pro?')).toBe(true)
    expect(isFollowUp('what about advanced')).toBe(true)
    expect(isFollowUp('how do they join then?')).toBe(true)
    expect(isFollowUp('How many students can I have in one class on the Advanced plan?')).toBe(false)
  })
})

describe("visitors' own words", () => {
  it('answers a personal account used with a school’s classes with the rule that forbids it', () => {
    for (const question of [
      'A supply teacher in my son’s class runs the quizzes from her personal Assessa account. Is she allowed to?',
      'Could I carry on using my hotmail account with my real Year 8 set until the school decides?',
    ])
      expect(seen(ask(question))).toContain('it is forbidden for school teachers and official organisations')
    // Pupils' own logins are another question.
    expect(seen(ask('do the kids need their own logins for the quiz?'))).not.toContain('forbidden for school teachers')
    // "Is that allowed?" is part of it; a second question that asks whether something else is fine is answered too.
    const both = seen(
      ask('Can I just use my personal account with my class for now? Also, is the free plan fine for 30 kids?'),
    )
    expect(both).toContain('forbidden for school teachers')
    expect(both).toContain('20 students per class')
  })

  it('answers a roadmap item’s status when the rest of the message is about something else', () => {
    // The subject and the year group dilute the search; the item named is still answered.
    expect(
      seen(ask('Is the AI able to produce complete lesson plans for my Year 9 geography scheme of work yet?')),
    ).toMatch(/^AI lesson planning is on the roadmap with the status Coming soon/)
    expect(
      seen(
        ask(
          'I tutor my nephew every week and would love to see his progress across several school years. Possible already?',
        ),
      ),
    ).toMatch(/^Advanced multi-year progress tracking is on the roadmap with the status In progress/)
  })

  it('answers whether it can do a roadmap item with that item’s status', () => {
    expect(seen(ask('will the AI write all my lesson plans for next term?'))).toMatch(
      /^AI lesson planning is on the roadmap with the status Coming soon/,
    )
    expect(seen(ask("can i follow a pupil's results across several school years?"))).toMatch(
      /^Advanced multi-year progress tracking is on the roadmap with the status In progress/,
    )
    // Asked of a plan, a roadmap item is still the roadmap's, not the plan's features ("Every plan includes every feature").
    expect(seen(ask('Does Pro include tracking students’ progress over several years?'))).toMatch(
      /^Advanced multi-year progress tracking is on the roadmap with the status In progress/,
    )
    expect(seen(ask('If I pay for Pro now, do I get the AI lesson planning thing straight away?'))).toMatch(
      /^AI lesson planning is on the roadmap with the status Coming soon/,
    )
    // "Full" lesson plans are lesson plans ("a full timetable" describes the Pro plan), and "auto" is automatically.
    for (const question of [
      'will the AI write full lesson plans for me?',
      'will the AI write full lesson plans for me?? drowning in planning this term',
    ])
      expect(seen(ask(question))).toMatch(/^AI lesson planning is on the roadmap with the status Coming soon/)
    // "For next week" says when, not what ("Next week we will…" is another tip).
    expect(seen(ask('will assessa write my lesson plans for next week? im drowning in planning'))).toMatch(
      /^AI lesson planning is on the roadmap with the status Coming soon/,
    )
    expect(seen(ask('when my quiz closes does it auto generate feedback for each kid??'))).toMatch(
      /^Instant assessments after activities is on the roadmap with the status Planned/,
    )
    // An item that names a limit's unit ("activities") is still the item, not the limit.
    expect(seen(ask('Does Pro include instant assessments after activities?'))).toMatch(
      /^Instant assessments after activities is on the roadmap with the status Planned/,
    )
    expect(seen(ask('does the free plan include activities'))).toMatch(/^The Free plan includes 5 activities per month/)
    // (The lesson planner that exists today is not AI lesson planning, nor is "the Pro plan" with "AI" and "lessons".)
    expect(seen(ask('Does the Pro plan include AI feedback in lessons?'))).not.toContain('roadmap')
    expect(seen(ask('What does the Advanced plan offer? I track progress all year'))).not.toContain('roadmap')
    expect(seen(ask('is the lesson planner included on the free plan or do i need to pay?'))).not.toContain('roadmap')
    // Asked "can it…?", the FAQ's sentence about what is manual today and what is planned answers.
    expect(seen(ask('can assessa turn my quiz results into feedback for each kid automatically?'))).toMatch(
      /^Turning results into an assessment is a manual step today; .+ the status Planned\./,
    )
  })

  it('answers "who pays…?" with the sentence about costs, and "which roles…?" with the one that names them', () => {
    expect(seen(ask('who pays for a data protection audit if we send in an outside auditor?'))).toContain(
      'Each party bears its own costs of an audit.',
    )
    expect(seen(ask('Who has to pay for an audit?'))).toContain('Each party bears its own costs of an audit.')
    // "Leading, writing and presenting" are what roles practise, not roles.
    expect(
      seen(
        ask(
          'Which roles should I give students in group tasks? At the moment I just have a scribe and everyone else chats',
        ),
      ),
    ).toMatch(
      /^Rotating roles with role cards: Hand each group a set of cards describing exactly what the facilitator, recorder, checker and presenter do\./,
    )
  })

  it('names the kind asked for when its section of the terms answers ("Which kind of account…?")', () => {
    expect(
      seen(ask('I do private tutoring on weekends, not attached to any school. Which kind of account do I make?')),
    ).toMatch(/^Individual teacher: For personal, unofficial and independent use only/)
  })

  it('quotes the sentence that a "The rating is…" sentence picks up from', () => {
    expect(seen(ask('Can I give the drafts a rating so I remember which ones were good?'))).toMatch(
      /^When an assessment is ready, rate it from 1 to 5 stars\. The rating is stored with the assessment/,
    )
  })

  it('reads the phone a photo comes from as where the photo comes from, not as an app asked about', () => {
    expect(
      seen(ask('can i attach a picture straight off my android phone (it saves them as .heic) of a pupil’s workbook?')),
    ).toContain('PNG, JPG or JPEG')
    // An app for the phone is still something the site does not offer or mention.
    expect(ask('Is there an iPhone or Android app I can download?').kind).toBe('unknown')
  })

  it('answers a question about the e-mail address on an account, and still gives the team’s address when asked', () => {
    expect(seen(ask('Can I update the email address on my account after signing up?'))).toContain(
      'cannot be changed after registration',
    )
    expect(ask("what's your email address?").kind).toBe('contact')
    expect(ask('what is the email address for support?').kind).toBe('contact')
    // "One e-mail now… the office address later on": the account's address too.
    expect(
      seen(
        ask(
          'Setting up for our school: if I sign up with one e-mail today, can I swap it for the office address later?',
        ),
      ),
    ).toContain('cannot be changed after registration')
    // A college address used for now, to be swapped once hired, is still the account's e-mail.
    expect(
      seen(ask('if i sign up with my college email can i switch it to my school one once i get hired?')),
    ).toContain('cannot be changed after registration')
    // Changing the plan once hired is not.
    expect(seen(ask('Can I change my plan once I get a job?'))).not.toContain('cannot be changed')
  })

  it('reads the subject a visitor teaches ("my maths groups") as their setting, not a thing the site never mentions', () => {
    expect(seen(ask('Any tips on naming classes so I do not confuse my two parallel chemistry groups?'))).toContain(
      'easy to tell apart',
    )
  })

  it('reads "in a nutshell" as how to answer, not what about', () => {
    expect(seen(ask('so what is your mission in a nutshell'))).toContain('Our mission is')
  })

  it('reads "after lunch", "from break" as when, and a hyper class as one to settle', () => {
    expect(ask('my lot come in from break so hyper, any ideas for settling them?').sources[0]?.url).toBe(
      '/blog/classroom-management',
    )
  })

  it('reads "so I don\'t mix them up" as telling things apart', () => {
    expect(
      seen(ask("I teach two parallel year 9 groups. Any advice on naming them so I don't mix them up?")),
    ).toContain('easy to tell apart')
  })

  it('answers what registering a school needs, and which address its administrator may use', () => {
    expect(seen(ask('Our bursar is signing the school up. What information will she need to register it?'))).toContain(
      'official website',
    )
    expect(seen(ask('registering our academy as an organisation - can the admin use a hotmail address?'))).toContain(
      'appears on that website',
    )
  })

  it('answers "should I hit generate again?" with refining instead, and a fair mark for group work with each contribution', () => {
    expect(seen(ask('Is it better to hit generate again when a draft is almost right?'))).toContain(
      'ask for the change in the chat',
    )
    expect(seen(ask('How do I mark a team project fairly when one kid coasted?'))).toContain(
      "each student's contribution separately",
    )
  })

  it('reads leavers and clashing documents in visitors’ words', () => {
    expect(
      seen(ask('When a member of staff leaves, how do we stop them still getting into our classes and pupil data?')),
    ).toContain('loses access')
    expect(seen(ask('If the DPA and the terms clash on data protection, which one takes priority?'))).toContain(
      'this DPA prevails',
    )
    // Priority between documents, not "priority support".
    expect(seen(ask('Does the Pro plan include priority support?'))).not.toContain('prevails')
  })

  it('reads the legal questions of data officers in their own words', () => {
    // "sub-processor" is the agreement's subprocessor, not a subscription ("sub").
    expect(seen(ask("What are our options if we don't like a sub-processor you're about to bring in?"))).toContain(
      'may object to the change',
    )
    expect(seen(ask('if our trust audits you, who pays for that?'))).toContain('bears its own costs')
    // Who pays for an audit, not for a subscription.
    expect(seen(ask('Who pays for the subscription, me or the school?'))).not.toContain('own costs')
    expect(seen(ask('Do you keep my debit card number on your servers?'))).toContain('not stored in Assessa')
    expect(seen(ask('Which legal mechanism covers pupil data processed abroad?'))).toContain(
      'standard contractual clauses',
    )
    // Owning as a verb is about the rights in uploaded content; "my own documents" is not.
    expect(ask('Do you own the comments I upload, or do I?').sources[0]?.url).toBe('/terms-of-service')
  })

  it('answers "I cancelled today, am I cut off?" with the end of the billing period', () => {
    expect(seen(ask('i cancelled today - am i cut off straight away or can i still use advanced?'))).toMatch(
      /end of (your|the) current billing period/i,
    )
  })

  it('answers "if I cancel, is it all gone that same day?" with when a cancellation takes effect', () => {
    expect(seen(ask('when we cancel, is everything gone the same day?'))).toMatch(
      /end of (your|the) current billing period/i,
    )
    // A plan cancelled, whatever else the message names; not a cancelled lesson.
    expect(seen(ask('if we cancel our subscription, do we lose all our quizzes that same day?'))).toMatch(
      /end of the current billing period/i,
    )
    expect(seen(ask('if a lesson is cancelled at the last minute, do students lose access immediately?'))).not.toMatch(
      /billing period/i,
    )
  })

  it('reads "my paid month" as the period paid for, not as a question about prices', () => {
    const reply = seen(ask('if i cancel ten days into my paid month do i get money back for the rest of it?'))
    expect(reply).toContain('not refunded')
    expect(reply).not.toContain('price rise')
  })

  it('reads "pro rata" as prorated, not as the Pro plan', () => {
    expect(
      seen(ask('if we cancel Advanced partway through the month do we get a pro rata refund for the rest?')),
    ).toContain('not refunded')
  })

  it('answers "billed annually?" with monthly billing', () => {
    expect(seen(ask('Is the licence charged annually?'))).toContain('billed monthly in advance')
    expect(seen(ask('is it monthly or yearly?'))).toContain('billed monthly in advance')
    // (Not an annual report beside a plan.)
    expect(seen(ask('which plan is best for writing our annual reports?'))).not.toContain('billed monthly')
  })

  it('answers "do the reduced limits apply straight away or later?" with when a downgrade takes effect', () => {
    expect(
      seen(ask("we're moving from Pro down to Advanced: do the lower limits start immediately or at some later date?")),
    ).toContain('next billing cycle')
  })

  it('reads "quick one", "cos" and the school holidays as the visitor’s setting, not the topic', () => {
    const reply = ask(
      "quick one - if i dont use all my requests over the christmas holidays cos we're off do they roll over into january",
    )
    expect(seen(reply)).toContain('do not carry over')
    expect([...settingTerms('quick one - do requests roll over the summer holidays?')]).toEqual(
      expect.arrayContaining([...terms('quick one summer holidays')]),
    )
    expect(terms('cos')).toEqual([])
  })

  it('reads "get back the money for the days we don’t use" as asking for a refund', () => {
    expect(
      seen(ask("if we stop Advanced mid-month will you give us back the money for the weeks we won't use?")),
    ).toContain('not refunded')
  })

  it('answers a clause about what its lead-up named with the lead-up ("say I cancel…, does it stop working that day?")', () => {
    expect(
      seen(ask('say we cancel before the october half term, does it stop working that day or can we still use it?')),
    ).toMatch(/end of (your|the) current billing period/)
    // Searched with its lead-up, it is not then answered as if it stood alone ("will it upload ok?").
    expect(seen(ask('my old comments doc has a couple of tables in it, will it upload ok?'))).toContain(
      'a DOCX that contains images or tables is rejected',
    )
  })

  it('answers "what actually is Assessa and what does it do?" with what the product is', () => {
    expect(
      seen(ask('a colleague forwarded me this, in a nutshell what actually is assessa and what does it do?')),
    ).toContain('AI platform for teachers')
  })

  it('does not read "4 polls or quizzes a week" as four a month', () => {
    const reply = seen(ask('we run about 4 polls or quizzes a week, which plan has enough activities per month?'))
    expect(reply).not.toContain('For 4 activities per month')
    expect(reply).toContain('Advanced 25 activities per month')
  })

  it('answers "do you hold our card numbers or does someone else?" with the payment provider', () => {
    expect(
      seen(ask('For our PCI checklist: do you hold our card numbers yourselves, or does someone else?')),
    ).toContain('processed by our payment provider')
  })

  it('reads an outside AI "supplier" or "vendor" as the AI model provider, and "need this for our DPIA" as the setting', () => {
    expect(
      seen(
        ask(
          'Does the content go to an outside AI supplier as a subprocessor, or is the AI your own? Need this for our DPIA.',
        ),
      ),
    ).toContain('An AI model provider')
    expect([...settingTerms('Need this for our DPIA.')]).toEqual(expect.arrayContaining([...terms('dpia')]))
  })

  it('answers whether the AI decides things about pupils on its own with the privacy policy, whatever the lead-up', () => {
    for (const question of [
      'Reporter for a local paper. Will your AI ever take decisions about my kids on its own, say, marks sent home automatically?',
      "I'm a governor and I'm uneasy about computers deciding things about children. Is that what happens?",
    ])
      expect(seen(ask(question))).toContain("without a teacher's involvement")
    // A school letting the AI decide is the terms' question: they forbid it without a teacher's review.
    for (const question of [
      'Could the school let the AI decide which pupils sit the higher paper, with nobody checking?',
      "Can our SLT use Assessa's scores to stream the year group automatically?",
    ])
      expect(seen(ask(question))).toContain('without appropriate review by a teacher')
    expect(
      seen(
        ask(
          'Could our staff use Assessa outputs to make decisions about pupils, like moving sets? What do the terms say?',
        ),
      ),
    ).not.toContain("without a teacher's involvement")
  })

  it('answers a data request sent straight to Assessa with the DPA: it goes to the school', () => {
    for (const question of [
      "My son's in Year 8. If I write to Assessa directly asking you to wipe his quiz answers, do you just do it?",
      'One of our sixth formers contacted the company directly for a copy of her data. What will you do with that?',
    ])
      expect(seen(ask(question))).toContain('forward the request to the administrator')
    // Whom a parent should ask first is the privacy policy's answer.
    expect(seen(ask('Should I ask my daughter’s school about her data, or do I write to you directly?'))).not.toContain(
      'forward the request to the administrator',
    )
  })

  it('answers data beyond a smaller plan’s limits with the terms: it is kept and stays viewable', () => {
    for (const question of [
      'We have 8 classes on Pro. If I downgrade to Advanced, what happens to the other 3 classes?',
      'If our subscription lapses and I drop back to Free with more classes than Free allows, are they deleted?',
    ]) {
      const reply = seen(ask(question))
      // (The terms' "The same applies when a downgrade…" comes with the sentence it refers to.)
      expect(reply).toContain('Your existing data is kept and stays viewable')
      expect(reply).toContain('when a downgrade or cancellation takes effect')
    }
  })

  it('reads "the blog post on…" as where the visitor read it, not as words the answer must contain', () => {
    expect(seen(ask('what does the blog post on formative assessment say about exit tickets?'))).toContain(
      'An exit ticket asks students to show',
    )
  })

  it('reads "how much is in it?" as no price', () => {
    const inIt = seen(ask('My year 3s only have a few minutes at home time. How much is in one of your exit tickets?'))
    expect(inIt).toContain('Two or three quick prompts')
    expect(inIt).not.toContain('$')
  })

  it('reads "the retention for…" as asking how long it is kept', () => {
    expect(seen(ask('what is the retention for data behind the QR codes students scan to join activities'))).toContain(
      'life of the activity plus 30 days',
    )
  })

  it('reads a DPA’s "security schedule" as its security measures', () => {
    expect(seen(ask('our DPO asks what your security schedule commits to for encryption of personal data'))).toContain(
      'in transit',
    )
  })

  it('reads the end of a lesson, or a plenary, as where the site closes a lesson', () => {
    expect(seen(ask('what should the keyword collector ask for when I use it at the end of the lesson?'))).toContain(
      'single most important word',
    )
    expect(seen(ask('any plenary idea that gets every student to contribute a word?'))).toContain(
      'single most important word',
    )
    // An exit ticket is the end of a lesson by name: it is still answered as an exit ticket.
    expect(seen(ask('how many questions should i put on an exit ticket at the end of the lesson?'))).toContain(
      'exit ticket',
    )
  })

  it('reads cleaning or scrubbing names out as removing them', () => {
    expect(seen(ask('the kids names are all through my old reports, how do i scrub them before i upload?'))).toContain(
      'neutral wording such as “the student”',
    )
  })

  it('reads "what is the quickest way to…" as asking how, not how long', () => {
    expect(
      seen(
        ask(
          'my old reports have student names all through them. what is the quickest way to clean them out before uploading?',
        ),
      ),
    ).toContain('neutral wording such as “the student”')
  })

  it('reads a chat that ruins or wrecks the good parts as a follow-up that disturbs them', () => {
    expect(
      seen(
        ask(
          'whenever I ask the chat for lots of edits at once it ruins the parts I was happy with. what am I doing wrong?',
        ),
      ),
    ).toContain('asks for five changes at once often fixes three and disturbs two')
  })

  it('answers the question a message opens with, not the guess at its answer after the comma', () => {
    const reply = seen(ask('What happens once I hit my plan limit, does everything just stop working?'))
    expect(reply).toContain('names the limit you have reached')
  })

  it('reads typos as the site words they were meant to be', () => {
    expect(seen(ask('do studnets need acounts to do the quizes?'))).toMatch(/QR code, without creating an account/)
    expect(correctTypos('max file size for trainig docs?', seed.knowledge.vocabulary)).toBe(
      'max file size for training docs?',
    )
  })

  it('never rewrites a real word, a name, an acronym, a link or shorthand into a site word', () => {
    for (const message of [
      'Is it GDPR compliant, and where are the stats?',
      'Does it work with Gmail on my iPhone?',
      'Gmail works?',
      'Marković founded it?',
      'does it support adhd students? any good for chem and pshe teachers, or for sats revision?',
      'email me at teacher@schoool.org or see www.schoool.org/page',
      "it doesn't load, 5 mins wasted",
    ])
      expect(correctTypos(message, seed.knowledge.vocabulary)).toBe(message)
  })

  it('reads everyday words as the site words for the same thing', () => {
    expect(seen(ask('that cookie popup, how long till it asks me again?'))).toContain('365 days')
    expect(seen(ask('how many langs does it work in'))).toContain('25+ languages')
    // "What subject?" asks what someone taught, not the DPA's "subject matter" or "data subjects".
    expect(seen(ask('Did whoever started Assessa actually teach? What subject?'))).toContain('secondary English')
    // Chunks are the site's parts.
    expect(seen(ask('Trying jigsaw groups next week. Into how many chunks should I split the topic?'))).toContain(
      'four parts',
    )
    // "Compromised" data is a breach; "roll ovr" and "any diff from" are shorthand.
    expect(seen(ask('if pupil data were compromised on your side, how quickly would you let us know?'))).toContain(
      '72 hours',
    )
    expect(seen(ask('do unused requests roll ovr to next month??'))).toContain('do not carry over')
    expect(seen(ask('shld i be putting grades on my weekly check in quizzes or nah'))).toContain(
      'Keep formative checks low-stakes and comment-only',
    )
    expect(seen(ask('is pro any diff from free feature wise or do u just get more stuff'))).toContain(
      'Every plan has the same features',
    )
    // "Push that deadline back" asks for the extension; "the upper size limit" is the maximum.
    expect(
      seen(
        ask(
          "I'm a parent and I've asked to see the data you hold about my daughter. I understand you normally reply within a month, but can you push that deadline back, and by how much?",
        ),
      ),
    ).toContain('extendable by up to 60 days')
    // (A statement of what someone wants to know is its question.)
    expect(
      seen(
        ask(
          'Our network manager wants to know the upper size limit for the Word documents teachers upload to train the AI.',
        ),
      ),
    ).toContain('under 10MB')
    // Low-level chatter and a showdown in front of the class: minor disruption, corrected without a public confrontation.
    expect(
      seen(
        ask(
          'How do I deal with constant low-level chatting without it turning into a big showdown in front of the whole class?',
        ),
      ),
    ).toContain('Respond to minor disruption with the smallest intervention that works')
    // Differentiated versions of a task are the site's tiers, at levels of challenge.
    expect(
      seen(
        ask(
          'I teach a mixed ability year 7 maths set. If I make differentiated versions of one task, how many levels are we talking?',
        ),
      ),
    ).toContain('two or three levels of challenge')
    // "Where one example ends and the next one begins", "so it doesn't blend them together": separating examples.
    expect(
      seen(ask("How do I show where one example ends and the next one begins so the AI doesn't blend them together?")),
    ).toContain('at least three blank lines')
    // A question slip collected at the end of the lesson is an exit ticket.
    expect(
      seen(
        ask(
          "I collect a one-question slip from every kid at the end of the lesson but then I just have a pile of paper. What's a sensible way to sort them so I know what to do tomorrow?",
        ),
      ),
    ).toContain('"got it", "nearly" and "not yet"')
    // Splitting a week is about time, not separating training examples.
    expect(
      seen(
        ask(
          "I'm drowning: planning, writing feedback and looking at quiz results all end up squeezed into Sunday night. How should I split my week?",
        ),
      ),
    ).toContain('three 30-minute slots')
    // "Those weekly blocks" are the blocked slots too.
    expect(
      seen(
        ask(
          "As a head of department I'm trying to help my team protect time for planning, writing assessments and looking at results. How long should each of those weekly blocks be?",
        ),
      ),
    ).toContain('three 30-minute slots')
    // "Is that something Assessa is meant for?" asks what it is designed for, not who it is for.
    expect(
      seen(
        ask(
          "Our SENCo wants to log pupils' diagnoses and medical needs alongside their feedback. Is that something Assessa is meant for?",
        ),
      ),
    ).toContain('not designed to process special categories of personal data')
    // "Call them out in front of everyone" asks how to correct them.
    expect(
      seen(
        ask(
          'Two boys in my year 8 class keep chatting during independent work. Should I call them out in front of everyone or is there a better way to handle it?',
        ),
      ),
    ).toContain('Respond to minor disruption with the smallest intervention that works')
    // "Each block" of a week is one of the site's calendar slots.
    expect(
      seen(
        ask(
          "I'm spending every evening on planning and marking and it's all over the place. How would you suggest I structure my week for it, and how long should each block be?",
        ),
      ),
    ).toContain('three 30-minute slots')
    // Feeding old feedback into the AI is training it.
    expect(
      seen(ask('Before I feed my old feedback into the AI to copy my style, how many examples would you start with?')),
    ).toContain('five to ten pieces of feedback')
    // Colours in the margin are the site's traffic-light code.
    expect(
      seen(
        ask(
          "I'd like my year 10s to mark their own essay drafts against the criteria using colours in the margin. Which colours would you use?",
        ),
      ),
    ).toContain('green for met, amber for partly met, red for not yet')
    // A screenshot is one of the site's photos; seeing who voted "secretly" asks about anonymous votes.
    expect(seen(ask('wat kind of pics can i attach for context, are screenshots ok'))).toContain('PNG, JPG or JPEG')
    expect(
      seen(
        ask(
          "If I run the anonymous poll to find out who's lost, can I still secretly see which kid picked which option?",
        ),
      ),
    ).toContain('without their names attached')
  })

  it("finds the site's answer behind visitors' phrasings of common questions", () => {
    // "Pause" is the site's thinking time; "who actually started" asks for the founder.
    expect(
      seen(ask('When I ask the whole class a question, how long should I pause before taking responses?')),
    ).toContain('ten seconds')
    expect(seen(ask('Who actually started Assessa?'))).toContain('Elena Marković')
    expect(seen(ask('Who started the company?'))).toContain('Elena Marković')
    // A passage that counts what was asked ("five to ten pieces") is found further down the ranking.
    expect(
      seen(ask('How many bits of my own feedback should I gather before I train the AI for the first time?')),
    ).toContain('five to ten pieces')
    // Examples are counted as the site counts them ("five to ten pieces"), not by "three blank lines between examples".
    expect(
      seen(ask('How many examples of my own feedback should I gather before I train the AI for the first time?')),
    ).toContain('five to ten pieces')
    // "How many formats?" counts the assessment forms.
    expect(
      seen(ask('I only ever use written feedback. How many other assessment formats does the generator have?')),
    ).toContain('eight assessment forms')
    // A school inspecting its processor: the DPA's audits and their notice.
    expect(
      seen(ask('can our trust inspect how you handle our data, and how far ahead do we need to warn you')),
    ).toContain('30 days')
    // "Drag it out", "a complicated request": the privacy policy's extension of a complex request.
    for (const message of [
      "asked for a copy of everything you hold on me. what's your deadline to reply and can you drag it out longer",
      'Can you take longer than usual to handle a complicated data request, and if so by how much?',
    ])
      expect(seen(ask(message))).toContain('60 days')
    // What uses a request is a rule of the plans, not a plan's amount.
    const tweak = ask('when i ask the chat to soften the tone of a draft does that eat into my monthly allowance')
    expect(tweak.kind).toBe('search')
    expect(seen(tweak)).not.toMatch(/^AI requests per month by plan/)
  })

  it('reads "you\'d" and "you\'ll" as no part of the topic', () => {
    // "youd" was a word the site never uses, so the question read as about something new.
    expect(seen(ask("What's the most you'd be liable for if something goes wrong with the service?"))).toContain(
      'limited to the amount you paid us for that billing period',
    )
  })

  it("answers getting the data back before an account closes with the DPA's return of data", () => {
    expect(
      seen(
        ask(
          "We're closing our school's organisation account. Can we get a copy of our data back before you delete it, and in what form?",
        ),
      ),
    ).toContain('return the personal data to the controller in a commonly used format')
    expect(
      ask("If we stop using Assessa can we get our data exported back to us before it's deleted?").sources[0]?.url,
    ).toBe('/dpa')
  })

  it('reads "any advice on…", "tips" and "suggestions" as a way of asking, not the topic', () => {
    // "advice" is a word the site seldom uses: counted in full, it left the naming strategy short of the question.
    expect(seen(ask('Any advice on naming classes?'))).toContain('naming pattern')
  })

  it('answers the least dramatic way to deal with chatter with the least-invasive correction', () => {
    for (const question of [
      "A couple of students keep chatting while I explain. What's the least dramatic way to handle it without derailing the lesson?",
      "One lad keeps chatting all through my explanations. What's the least disruptive way to deal with it without turning it into a big scene?",
    ])
      expect(seen(ask(question))).toContain('Respond to minor disruption with the smallest intervention that works')
  })

  it('answers students rating their own confidence with the confidence question, not the star rating', () => {
    for (const question of [
      'Your exit ticket tip mentions adding a confidence question. What scale should students use to rate how sure they are?',
      'for exit tickets you mention adding a confidence question alongside the main one. what scale should students rate their confidence on?',
    ])
      expect(seen(ask(question))).toContain("'How sure are you, from 1 to 5?'")
    // The teacher's rating of an assessment is still the star rating.
    expect(seen(ask('How does the star rating work?'))).toContain('on a scale from 1 to 5 stars')
  })

  it('answers training on PDFs with the files training takes', () => {
    for (const question of ['Can I train the AI on PDFs?', 'Can I train the AI on PDFs of my old end-of-term reports?'])
      expect(seen(ask(question))).toContain('Training documents must be DOCX files or Google Docs')
    // Teaching it a style is training it.
    expect(
      seen(
        ask(
          'Can I teach it my marking style by uploading PDFs of old feedback, or does it need a different kind of file?',
        ),
      ),
    ).toContain('DOCX')
    // Students' PDFs are another matter.
    expect(seen(ask('can students hand in a pdf?'))).toContain('Students can submit PDF files only')
  })

  it('answers a file format the site never names with the formats it accepts, not "don\'t know"', () => {
    expect(seen(ask('can i upload heic pics from my iphone as context for an assessment'))).toContain(
      'PNG, JPG or JPEG',
    )
    expect(seen(ask('can students hand in a powerpoint or does it have to be pdf?'))).toContain('PDF files only')
    expect(seen(ask('Can I train the AI on a PowerPoint?'))).toContain('DOCX')
  })

  it("reads a child's age said beside an account as a question about the minimum age", () => {
    for (const message of [
      'my son is 12 and wants his own login to revise at home, is he allowed',
      "I'm 12 and I want my own account so I can make revision quizzes for my friends. Am I allowed to sign up?",
      // "12 yr old", "12yo": an age.
      'can my 12 yr old make an account?',
      'my 12yo wants to play around with it, can she have an account?',
    ])
      expect(seen(ask(message))).toContain('13 years old')
    // A class of 30 is a number of students, not an age.
    expect(seen(ask('My class is 30 students, can they sign up?'))).not.toContain('13 years old')
  })

  it("answers the rules and advice behind figures in visitors' words", () => {
    // Characters beside words: the rule that links them, not each plan's allowance.
    expect(seen(ask('besides the word limit on training files is there a cap on characters too'))).toContain(
      '100 per allowed word',
    )
    expect(seen(ask('how many different kinds of assessment can it produce'))).toContain('eight assessment forms')
    // "Remind myself", "handed in": the calendar reminder for the submissions.
    expect(
      seen(
        ask(
          'After I set a due date on an activity, when would you suggest I remind myself to go through what students handed in?',
        ),
      ),
    ).toContain('two weeks later')
    // "Set aside time each week": the blocked slots.
    expect(
      seen(ask('How much time should I set aside each week for planning, writing assessments and looking at results?')),
    ).toContain('30-minute slots')
  })

  it('answers the question a message asks around what the visitor adds', () => {
    // A complaint after the comma is not the question.
    expect(seen(ask('how do i delete my acount, i cant find the button anywhere'))).toContain(
      'does not offer self-service account deletion',
    )
    // An earlier question answers when the last one alone cannot.
    expect(seen(ask('Who is behind Assessa? Is there an actual person who started it?'))).toContain('Elena Marković')
    // "How many students fit…": students are counted, not "fit".
    expect(
      seen(
        ask(
          'Is there a cap on how many students fit in one class on Pro? A couple of my lecture groups have around 90 students.',
        ),
      ),
    ).toContain('80 students per class')
    // "Added to November", "right away", "a right answer".
    expect(seen(ask('Say I only use half my AI requests in October. Do the rest get added to November?'))).toMatch(
      /do not carry over/,
    )
    expect(seen(ask('if i cancel do i lose my paid plan right away??'))).toContain('end of')
    expect(
      seen(
        ask(
          "Can I write quiz questions where pupils have to tick more than one right answer? What's that question type called?",
        ),
      ),
    ).toMatch(/checkbox/i)
  })

  it('answers "which page…?" with the page about it', () => {
    const firstPage = (message: string) => ask(message).sources[0]?.url
    expect(firstPage('which page of the tutorial shows me how to set up a quiz?')).toBe('/best-practice/step8')
    expect(firstPage('Do you have a blog article on running collaborative group work?')).toBe(
      '/blog/collaborative-learning',
    )
    // Also with a statement after the question; a "training session" trains teachers, not the AI.
    expect(
      firstPage(
        "Do you have a blog article on making group work actually work? I'm running a department training session on it",
      ),
    ).toBe('/blog/collaborative-learning')
    expect(firstPage('Which page on your site lists how long each type of data is kept?')).toBe('/privacy-policy')
    // The whole setup, in order: the tutorial's overview.
    expect(
      firstPage('Is there a walkthrough somewhere that takes me through setting everything up from scratch?'),
    ).toBe('/best-practice')
    // A page about something the site never covers is still unknown.
    expect(ask('Is there a page about Google Classroom integration?').kind).toBe('unknown')
  })

  it('lists the whole roadmap when asked what is coming, and one item when it is named', () => {
    const coming = seen(ask('what new features are coming soon?'))
    expect(coming).toMatch(/^On the roadmap: /)
    for (const status of ['(Planned)', '(Coming soon)', '(In progress)']) expect(coming).toContain(status)
    expect(seen(ask('is AI lesson planning coming soon?'))).toMatch(/^AI lesson planning is on the roadmap/)
  })

  it('reads past what visitors put around a question', () => {
    // A sentence before a question in lower case still ends before it.
    expect(
      seen(ask('I am new to Assessa and looking at it for my school. can I upload a PDF to train the AI?')),
    ).toContain('DOCX')
    // A last question that points back ("fix that") is read with the sentence it points at.
    expect(seen(ask('my ai feedback sounds kinda robotic and not like me. how do i fix that'))).toMatch(/^Train the AI/)
    // What the visitor says about themselves before a comma is context for the question after it.
    expect(seen(ask('I am setting up my first class this week, what question types can I use in a quiz?'))).toContain(
      'multiple choice, true/false and checkbox',
    )
    // "In your app" names the product, which every page is about: it does not decide the page.
    expect(ask('how does the jigsaw method work for group work in your app?').sources[0]?.url).toBe(
      '/blog/collaborative-learning',
    )
    expect(ask('How long are server logs kept in your app?').sources[0]?.url).toBe('/privacy-policy')
    // Typed without punctuation, the question can start mid-message; a thing the site never names still gets no answer.
    const midMonth = ask(
      'if i move up from advanced to pro in the middle of the month does my usage reset to zero or what',
    )
    expect(['/pricing', '/terms-of-service']).toContain(midMonth.sources[0]?.url)
    expect(ask('my school uses google classroom does it sync with it').kind).toBe('unknown')
    // An apology for asking is not part of the question.
    expect(
      seen(ask('Sorry if this is a silly question but do unused requests roll over?? i barely used mine')),
    ).toMatch(/do not carry over/)
    // "I teach year 9 science" is the visitor's job, not training the AI: still no answer about plagiarism.
    expect(
      ask('Hi, I teach year 9 science and I was wondering: does assessa check student work for plagiarism?').kind,
    ).toBe('unknown')
  })

  it('keeps each new reading to the questions it is for (review cases)', () => {
    // A comparison of plans is not a price rise, and changing plans is not a price changing.
    for (const message of ['Is Pro more expensive than Advanced?', 'How much more expensive is Pro than Advanced?'])
      expect(seen(ask(message))).toMatch(/^Prices per month: Advanced \$4\.7 per month and Pro \$9\.7 per month\./)
    expect(seen(ask('What does the Pro plan cost and can I change plans later?'))).not.toContain('$3-6')
    // A child's age beside something else about an account is not the minimum-age question.
    expect(seen(ask('My son is 10. How do I delete his account?'))).not.toContain('13 years old')
    expect(seen(ask('My daughter is 9 and already has a school account, how do I request her data?'))).not.toContain(
      '13 years old',
    )
    // "What's next?" and "what's new in Pro?" are not the roadmap.
    for (const message of ["What's next?", "What's new in Pro?", 'What is coming up in my calendar?'])
      expect(seen(ask(message))).not.toMatch(/^On the roadmap/)
    // An overview only for setting everything up, not for "deleting everything".
    expect(ask('Is there a tutorial on deleting everything?').sources[0]?.url).not.toBe('/best-practice')
    // "The top option", "the top level" are no plan; "random question order" is no apology.
    expect(findPlans('What is the top level of questioning to aim for?', seed.content.plans)).toEqual([])
    expect(seen(ask('Random question order, is that possible?'))).not.toContain('tutorial')
    // Scheduling a quiz is not blocking calendar slots; a forgotten password is no reminder.
    expect(seen(ask('Can I schedule a quiz for next week?'))).not.toContain('30-minute slots')
  })

  it('reads chat shorthand ("shud", "b4")', () => {
    expect(seen(ask('how many goals shud i keep active at once for each class'))).toContain('three goals')
    expect(seen(ask('what did the founder teach b4 this?'))).toContain('English')
  })

  it('reads past hearsay, shorthand and words for deleting', () => {
    // Who said it is not part of the question.
    expect(seen(ask('Someone in the staffroom said your prices are going up. By how much?'))).toContain('$3-6')
    // Students' choice of how to show learning is counted in routes; a vote on what will happen is a prediction vote.
    expect(
      seen(
        ask(
          "I'd like to give my pupils some choice in how they show what they've learned without it turning into chaos. How many options should I offer?",
        ),
      ),
    ).toContain('Offer two or three routes')
    expect(
      seen(
        ask(
          'Before a practical I want the class to vote on what they think will happen. How many answer choices is sensible to give them?',
        ),
      ),
    ).toContain('Offer three or four options')
    // "In the middle of report season" is when, not what; what was "already made" is what was created.
    expect(seen(ask('What happens if I run out of requests in the middle of report season?'))).toContain(
      'naming the limit you reached',
    )
    expect(
      seen(
        ask("What happens if I run out of requests in the middle of report season? Do I lose what I've already made?"),
      ),
    ).toContain('Everything you have already created stays in your account')
    // A primary school, a comprehensive or an academy is a school.
    expect(
      seen(
        ask(
          'I just started at a new primary school that already uses Assessa. Should I sign up on my own, or is there something that has to happen first?',
        ),
      ),
    ).toContain('ask who your organisation administrator is before you sign up')
    // Adding a colleague's e-mail is the administrator approving a teacher's; getting in is access.
    expect(
      seen(
        ask(
          "A new colleague wants into our school's Assessa space but I haven't added her email yet. Can she get in anyway?",
        ),
      ),
    ).toContain('approves or removes teacher e-mails')
    // The information behind something is its data.
    expect(
      seen(ask('Once an activity is finished, how long do you keep the information sitting behind its QR code?')),
    ).toContain('the activity plus 30 days')
    // Files that "stick around" are kept (not routines that stick).
    expect(
      seen(ask("How long do my pupils' uploaded project files stick around after the deadline has passed?")),
    ).toContain('submitted PDFs are deleted 30 days after expiry')
    // "acct" is an account, "thnk" think, "b4" before, "a q" a question.
    expect(seen(ask('whats the email to get my acct deleted'))).toContain(
      'hello@assessa.example from the e-mail address',
    )
    expect(seen(ask('thnk pair share - how long do they write on their own b4 talking to their partner?'))).toContain(
      'a minute or two writing their own answer',
    )
    // "grp" is a group; passengers in it are students who do not contribute.
    expect(seen(ask('whats the best grp size for group work, mine always end up with passengers'))).toContain(
      'groups of three or four',
    )
    // Nor is where the visitor read it ("I read…" is no question about reading).
    expect(seen(ask('I read the founder used to teach. What subject was it?'))).toContain('I taught secondary English')
    // Nor "your article says…": the site's own article, quoted back.
    expect(
      ask(
        'Your engagement article says there are three types of engagement. What are they, and which one matters most for actual learning?',
      ).sources[0]?.url,
    ).toBe('/blog/student-engagement')
    // "What can I have ready…?" asks what to do, so the advice's tip is quoted.
    expect(
      seen(
        ask(
          'The first few minutes of every lesson are chaos while I take the register. What can I have ready so they start working without me explaining anything?',
        ),
      ),
    ).toContain('Tip: Keep the do-now format identical every lesson')
    // Generic quizzes come from vague requests; "what should my request include?" asks what to do.
    expect(
      seen(ask('Every time I ask the AI for a quiz I get something really generic. What should my request include?')),
    ).toContain('Tip: Use the same four-part template for every request')
    // A structure or a formula for what to type is the request template.
    expect(
      seen(
        ask(
          "I'm new to AI and my requests keep coming out vague. Is there a structure I should follow when I type what I want?",
        ),
      ),
    ).toContain('four-part template')
    // Nor "our T&L lead keeps going on about…"; a question's wrong answers are its wrong options.
    expect(
      seen(
        ask(
          'Our T&L lead keeps going on about hinge questions. How do I actually come up with the wrong answer options so they tell me something?',
        ),
      ),
    ).toContain('Tip: Write the wrong answers first')
    // Wrong options that tell you something are diagnostic distractors, also without the name "hinge question".
    expect(
      seen(
        ask(
          "Halfway through a lesson I like to ask one multiple-choice question to see who's lost the thread. How do I come up with wrong options that actually tell me something?",
        ),
      ),
    ).toContain('Tip: Write the wrong answers first')
    expect(
      seen(
        ask(
          'I want to try a hinge question halfway through my Y8 fractions lesson. How do I come up with good wrong answers for it?',
        ),
      ),
    ).toContain('Each wrong option matches a common misconception')
    // The "bottom group" or "the dumb table" is a group labelled by level: the advice on naming groups.
    expect(
      seen(ask("If I group by ability, how do I stop the kids working out which one is the 'bottom' group?")),
    ).toContain('Tip: Name groups after the task rather than the level')
    // Muttering and chatting are the minor disruption that least-invasive correction answers.
    expect(
      ask(
        "I've got a student who keeps muttering and chatting while I'm explaining. What's the lowest-key way to deal with it without it turning into a standoff?",
      ).sources[0]?.url,
    ).toBe('/blog/classroom-management')
    // An "age cut-off" is the minimum age.
    expect(
      seen(
        ask(
          'My daughter is 12 and wants her own Assessa login so she can make revision quizzes for her friends. Is there an age cut-off, or can she just register?',
        ),
      ),
    ).toContain('at least 13 years old')
    // To "hang on to" records is to keep them.
    expect(seen(ask('After I leave, how long do you hang on to the records of what I paid you?'))).toContain(
      'Payment records: kept for 7 years.',
    )
    // Billing history and invoices are payment records.
    expect(
      seen(
        ask(
          "We're a small language school weighing up Assessa. Say we stop using it one day, how long do you hold on to our billing history and invoices?",
        ),
      ),
    ).toContain('Payment records: kept for 7 years.')
    // Content the policy keeps "as part of the account data" is kept as long as the account data.
    const chatHistory = seen(ask('how long do you keep my chat history?'))
    expect(chatHistory).toContain('Account data: kept while the account exists plus 30 days.')
    expect(chatHistory).toContain('chat history, photo uploads')
    expect(chatHistory).not.toContain('Payment records')
    // "Before I've clicked accept" asks what holds until the visitor allows it.
    expect(seen(ask("Is analytics tracking running on your site before I've clicked accept on anything?"))).toContain(
      'Analytics signals are denied by default',
    )
    expect(seen(ask('Are cookies set before I give consent?'))).toContain('Analytics signals are denied by default')
    expect(seen(ask('Can I preview the quiz before I click publish?'))).not.toContain('denied by default')
    // A teacher's name and e-mail address are what the policy calls account data.
    expect(
      seen(ask('Once my account no longer exists, how long do you still keep my name and email address on file?')),
    ).toMatch(/^Account data: kept while the account exists plus 30 days\./)
    // How a visitor "clicks around" is usage statistics; kept "indefinitely" asks how long.
    expect(
      seen(
        ask(
          'Do you keep the statistics about how I click around the app indefinitely, or are they deleted at some point?',
        ),
      ),
    ).toContain('Usage statistics and activity analytics: kept for 2 years.')
    // A rubric grid in a document is a table, which training documents may not hold.
    expect(
      seen(ask('My marking documents have rubric grids in them. Will those upload fine for training the AI?')),
    ).toContain('A DOCX that contains images or tables is rejected on upload.')
    // Going back to update the training documents is refreshing the training.
    expect(seen(ask('How often should I go back and update the documents the AI was trained on?'))).toContain(
      'at the start of each term to review the training document and retrain',
    )
    // Nor "I keep hearing about…"; "where do I even start?" asks how, so the article's tip is quoted.
    expect(seen(ask('I keep hearing about hinge questions. Where do I even start when writing one?'))).toContain(
      'Tip: Write the wrong answers first',
    )
    // Nor "I gather…": what the visitor understood is no question about gathering.
    expect(
      seen(
        ask(
          'I asked for a copy of everything you hold on me. I gather you normally have a month, but can you stretch that, and by how much?',
        ),
      ),
    ).toContain('extendable by up to 60 days')
    // A request about someone's data is a rights request, not the AI requests a plan counts.
    expect(seen(ask("What's the maximum extra time you can take if a data request is complicated?"))).toContain(
      'extended by up to 60 days',
    )
    // "By how much?" asks how far, not what it costs.
    const longer = seen(
      ask('I asked for a copy of my data. Can you take longer than a month to answer, and by how much?'),
    )
    expect(longer).toContain('60 days')
    expect(longer).not.toContain('$')
    // Values that "guide it" are the company's values; "high-res" and "dimensions" are about pixels.
    expect(seen(ask('How many values does the company say guide it, and what are they?'))).toContain(
      'What we value (six): Efficiency',
    )
    // "What are the core values…?" asks for the list; a company's principles are its values.
    expect(seen(ask('What are the core values the company lists?'))).toContain('What we value (six): Efficiency')
    expect(seen(ask('What principles does the company say it works by, and how many are there?'))).toContain(
      'What we value (six): Efficiency',
    )
    expect(
      seen(
        ask(
          'My phone takes massive high-res pictures. Does Assessa shrink them when I add them to an assessment, and down to what dimensions?',
        ),
      ),
    ).toContain('at most 1000x1000 pixels')
    // Scoring "how good it was" is the site's star rating.
    expect(seen(ask('After the AI writes something, can I score how good it was? What scale is that on?'))).toContain(
      '1 to 5 stars',
    )
    // "Output formats" are what students produce: the site's product formats.
    expect(
      seen(
        ask(
          "I want to give my students some choice in how they show what they've learned without it becoming chaos. How many output formats should I stick to over a term?",
        ),
      ),
    ).toContain('three product formats')
    // "A rule of thumb" is how the visitor asks for one, not a subject.
    expect(
      seen(
        ask(
          "Is there a rule of thumb for spotting a teaching goal that's quietly been dropped? Like how long without any lesson touching it before I should worry",
        ),
      ),
    ).toContain('three weeks')
    // "Our finance office" is who asks, not what about.
    expect(
      seen(ask('Our finance office is asking how long you keep payment and invoice records once we stop subscribing.')),
    ).toContain('Payment records: kept for 7 years.')
    // An account that is "gone" no longer exists: a word the site never uses, but no new subject.
    expect(
      seen(
        ask(
          'As our DPO I need the retention period for teacher account data. How long do you keep it once the account is gone?',
        ),
      ),
    ).toContain('Account data: kept while the account exists plus 30 days.')
    // Remembering which drafts were good is keeping a record of them.
    expect(seen(ask('Can I give the drafts a rating so I remember which ones were good?'))).toContain(
      'you keep a record of which drafts worked well',
    )
    // Photos "shrunk down" are shrunk: "down" is no direction the site speaks of.
    expect(
      seen(ask('If I take a photo of my whiteboard notes to give the AI some context, does it get shrunk down?')),
    ).toContain('at most 1000x1000 pixels')
    // "How much of the founder's time…?" asks for a time ("a weekend of comments").
    expect(seen(ask("How much of the founder's time was marking eating up when she was teaching?"))).toContain(
      'A set of essays meant a weekend of comments.',
    )
    // "Two weeks into the month… the unused part back" asks for a refund on cancelling mid-period,
    // not about unused requests.
    expect(
      seen(ask('If I cancel Pro two weeks into the month, do I get the unused part of that month back?')),
    ).toContain('are not refunded')
    // "Who can actually open that file?" asks who can see or access it.
    expect(
      seen(
        ask(
          'Parent here. My daughter uploaded her project through some QR code thing in class. Who can actually open that file?',
        ),
      ),
    ).toContain('Only the teacher and the students can access submitted files.')
    // "whats a…?" asks what it is, as "what is a…?" does: the FAQ that says so answers first.
    expect(seen(ask('whats a keyword collector and when would i use one'))).toMatch(
      /^A keyword collector asks every student to contribute a word or short phrase/,
    )
    // "The person behind Assessa" is its founder.
    expect(seen(ask('Was the person behind Assessa actually a teacher? What subject did they teach?'))).toContain(
      'I taught secondary English',
    )
    expect(seen(ask('how do i get rid of my account?'))).toContain('does not offer self-service account deletion')
    expect(seen(ask('can i train it on word docs that have tables n pictures in them'))).toContain(
      'a DOCX that contains images or tables is rejected',
    )
    // "How many does it support?" counts what the sentence named before it.
    expect(
      seen(
        ask(
          'Over half my class are EAL learners. Can it give feedback in languages other than English, and how many does it support?',
        ),
      ),
    ).toContain('25+ languages')
  })

  it('answers whether a file type the site never names is accepted with the types it accepts', () => {
    expect(
      seen(
        ask(
          'Can students upload their project as a Word file or a PowerPoint, or does it have to be a particular file type?',
        ),
      ),
    ).toContain('Students can submit PDF files only')
    // A tool the site never names is still a question it cannot answer.
    expect(ask('Does Assessa connect to Google Classroom so my class lists come across automatically?').kind).toBe(
      'unknown',
    )
  })

  it('says it does not know about a product the site never names, even when each of its words is one the site uses', () => {
    // "Google" is in "Google Docs", "classroom" in classroom management; "Google Classroom" is nowhere.
    expect(ask('can it link up with google classroom to pull in my classes?').kind).toBe('unknown')
    expect(ask('does it work with Microsoft Teams?').kind).toBe('unknown')
    // The product the site does name is answered.
    expect(seen(ask('can I train it with google docs?'))).toContain('Google Docs')
  })

  it('answers when a word the site never uses is only how the visitor asks, not what about', () => {
    // "the site" is the website; "soften" is a way of asking for a change, not a new subject.
    expect(seen(ask('how long does the site remember my cookie settings?'))).toContain('365 days')
    // "Shut down my account", "sit on your servers", "medical conditions", a class named "8B", "wich".
    expect(seen(ask('If I shut down my account, how long will my lesson plans still sit on your servers?'))).toContain(
      'lesson plans are kept for 3 years after termination',
    )
    expect(seen(ask("Are our teachers allowed to record pupils' medical conditions in Assessa?"))).toContain(
      'not designed to process special categories of personal data',
    )
    expect(seen(ask("Any tips for naming my classes so I don't mix up this year's 8B with last year's?"))).toContain(
      'A pattern such as subject, level and group letter',
    )
    expect(seen(ask('i tutor privatly at weekends, wich account type do i need'))).toContain('private tutoring')
    expect(seen(ask('How do I separate the pieces so it can tell where each one ends?'))).toContain('three blank lines')
    // Splitting is the site's separating: the rule that says how outranks sentences that only name the document.
    expect(
      seen(
        ask(
          "I'm pasting a load of my old feedback comments into a single google doc for the training. How do I show where one example ends and the next one begins so the AI doesn't blend them together?",
        ),
      ),
    ).toContain('three blank lines')
    expect(seen(ask('wher do i see the results once a quiz closes'))).toContain('Results appear in the activities area')
    expect(seen(ask('what should I put on an exit card?'))).toContain('exit ticket')
    expect(
      seen(ask('Is there a simple template I can give students for setting their own targets after feedback?')),
    ).toContain('three-line goal card')
    expect(
      seen(
        ask(
          "My school is nervous about phones in lessons. If I use the QR code activities, won't half the class just end up on social media?",
        ),
      ),
    ).toContain('devices come out when the QR code appears')
    // A lead-up that ends in an acronym ("…for the AI. how do i…") is still a sentence of its own.
    expect(
      seen(
        ask(
          "I'm pasting about 20 of my old marking comments into one google doc for the AI. how do i show where one ends and the next begins?",
        ),
      ),
    ).toContain('three blank lines')
    // Spacing the examples, and empty lines, are the same rule.
    expect(
      seen(
        ask(
          "I'm putting lots of my old reports into one Word doc to train it. How many empty lines go between each one?",
        ),
      ),
    ).toContain('three blank lines')
    expect(
      seen(
        ask(
          "I've got about twenty sample reports in one Word file. How do I space them so the system treats each one as a separate example?",
        ),
      ),
    ).toContain('three blank lines')
    // Splitting a topic is no document's examples.
    expect(
      seen(ask('I want to try jigsaw groups for a history topic. Into how many chunks should I split the material?')),
    ).toContain('four parts')
    // Chunks of a topic are its parts, also when the question says so far from them.
    expect(
      seen(ask('how does the jigsaw method work exactly, how many chunks am I supposed to cut the topic into?')),
    ).toContain('Split a topic into four parts.')
    expect(seen(ask('whats the max length for a msg in this chat box?'))).toContain('limited to 500 characters')
    expect(
      seen(
        ask(
          "A colleague leaves us at Easter. How do we make sure she can no longer see our classes and pupils' results after that?",
        ),
      ),
    ).toContain('that teacher loses access')
    // "Where do I go to stop my paid plan?": how to cancel, not what paid plans cost.
    expect(seen(ask('where do i actually go to stop my paid plan'))).toContain('choose Manage subscription')
    expect(
      seen(ask("If I run out of generations in the middle of the month, do I lose the assessments I've already made?")),
    ).toMatch(/(Everything|everything) you have already created stays/)
    expect(ask('Why was Assessa started?').sources[0]!.url).toBe('/about')
    // "Switch a goal off" is setting it to inactive; "quite" is how the visitor speaks.
    expect(
      ask("When should I switch a teaching goal off, and what do I do with ones that didn't quite get met?").sources[0]!
        .url,
    ).toBe('/blog/teaching-goals-management')
    // "Why would I pay for this when…?" asks why choose it, not what it costs.
    const why = ask('Honestly, why would I pay for this when I can just ask ChatGPT to write my feedback?')
    expect(why.sources[0]!.url).toBe('/')
    expect(seen(why)).not.toContain('requests per month')
    // "Instead of" asks what to replace something with, not how the product compares with other tools.
    expect(
      seen(ask("It's always the same four kids with their hands up. What can I do instead of hands-up questioning?")),
    ).toContain('Ask every student to respond at once')
    // "Is it a tech company or a teacher?" asks about the question before it.
    expect(seen(ask("Who's actually behind Assessa? Is it a tech company or a teacher?"))).toContain('Elena Marković')
    // So does "is there a real person behind it…?", before the whole message's other words ("real").
    expect(
      seen(ask('Who actually started Assessa? Is there a real person behind it or is it just a tech company?')),
    ).toContain('Elena Marković')
    expect(
      seen(
        ask(
          'I work in a bilingual school where half my lessons are in Spanish. Does this work in other languages or only English?',
        ),
      ),
    ).toContain('25+ languages')
    // After a condition, the question is tried alone when the whole finds nothing.
    expect(
      seen(
        ask(
          'Before my department commits any budget, is there a way to try it for free or do we have to pay up front?',
        ),
      ),
    ).toMatch(/Free plan costs \$0 per month/)
    // A few words before a dash are the topic, not a lead-up.
    expect(seen(ask('timed quizes - good idea or do they just stress out the weaker kids'))).toContain(
      'A timed quiz adds energy',
    )
    // "I keep forgetting" is not keeping data; "any trick" asks for a tip.
    expect(
      seen(ask('I keep forgetting to go through submissions before the files get wiped. Any trick for remembering?')),
    ).toContain('add a calendar reminder two weeks later')
    // "How are the two linked?" leans on the sentence before it.
    expect(
      seen(
        ask(
          'The plans give both a word allowance and a character allowance for training documents. How are the two linked?',
        ),
      ),
    ).toContain('100 per allowed word')
    // "Is that ok or do I need to change it?" asks about what the visitor just described.
    expect(seen(ask('my training doc has a couple of tables in it, is that ok or do i need to change it'))).toContain(
      'rejected',
    )
    // "Myself" and "actual" are how the visitor speaks, not what about.
    expect(
      seen(ask('Can I just sign up on an individual account myself and use it with my actual classes?')),
    ).toContain('forbidden for school teachers')
    // "Within what timeframe" only frames the question; "suffer" is how it asks.
    expect(seen(ask('If you suffer a personal data breach, within what timeframe must you let us know?'))).toContain(
      'within 72 hours',
    )
    expect(
      seen(ask('When I ask the chat to soften the tone of a draft, does that use up one of my monthly requests?')),
    ).toContain('each chat refinement uses an AI request')
    // A thing the site never names is a subject it does not cover, also after a contraction.
    expect(ask('Does Assessa check student essays for plagiarism?').kind).toBe('unknown')
    expect(ask("It doesn't check essays for plagiarism, does it?").kind).toBe('unknown')
    // A student's use of another AI tool is not a comparison with it.
    expect(ask("Can Assessa tell me if a student's essay was copied or written with ChatGPT?").kind).toBe('unknown')
    expect(ask('can assessa detect if a student used chatgpt to write their essay?').kind).toBe('unknown')
    expect(ask('why would I use Assessa instead of ChatGPT?').kind).toBe('search')
    expect(ask('Can students still do a quiz offline?').kind).toBe('unknown')
    // "On-site" is not the website.
    expect(ask('Do you offer on-site training for our staff?').kind).toBe('unknown')
    // Discounts, VAT and importing are terms the site never states, whatever plan or price the message names.
    expect(
      ask('Our maths department has 12 teachers. If we all buy Pro, is there a group or volume discount?').kind,
    ).toBe('unknown')
    expect(ask("We're a UK school. Do your plan prices include VAT?").kind).toBe('unknown')
    expect(
      ask("We're a department of 12 teachers and would all want Pro. Is there a cheaper rate if we buy together?").kind,
    ).toBe('unknown')
    // A tool or means the site never names ("with PayPal") is the subject, however well the rest matches.
    expect(ask('Can I pay for the Advanced plan with PayPal?').kind).toBe('unknown')
    expect(ask('can I import my class list from a spreadsheet instead of typing in 30 names?').kind).toBe('unknown')
  })
})

describe('the site’s words for a visitor’s', () => {
  it('answers which cookies cannot be refused with the necessary ones, always on', () => {
    for (const question of [
      'can i refuse every single cookie on your website or are some mandatory',
      "which cookies can't I turn off?",
      'are cookies required to use the site',
    ])
      expect(seen(ask(question))).toContain('These are always on and cannot be switched off.')
  })

  it('answers the backstory of the product with the founder’s story', () => {
    expect(
      seen(
        ask(
          'im a secondary teacher drowning in essay marking every weekend lol. whats the actual backstory of why this thing was made?',
        ),
      ),
    ).toContain('Elena Marković is the Founder')
  })

  it("reads who made it in more of visitors' words: the person that built it, designed by teachers", () => {
    for (const question of [
      'Who is the person that build this app? She was teacher?',
      'Was this tool designed by actual teachers?',
    ])
      expect(seen(ask(question))).toContain('Elena Marković')
    // A quiz made by a teacher is not the product's maker.
    expect(seen(ask('Can a quiz be made by a teacher in the organisation and shared with a colleague?'))).not.toContain(
      'Elena Marković',
    )
  })

  it('answers who can open the files students hand in with who has access, not with what they may hand in', () => {
    expect(seen(ask('Which teachers can open the PDFs my class uploads?'))).toContain('can access')
  })

  it('answers whether classes are deleted over a limit with what stays viewable', () => {
    for (const question of [
      'what happens to my classes if i go over the limit?? do they get deleted',
      'if i hit the class limit do my classes disappear',
    ])
      expect(seen(ask(question))).toContain(
        'Everything you have already created stays in your account and remains viewable',
      )
  })

  it('answers a bell ringer or do now format with the do-now tip, whoever the class is', () => {
    expect(
      seen(ask("what's a good bell ringer / do now format so my 8th graders settle straight away when they walk in?")),
    ).toContain('such as three recall questions')
  })

  it('answers a chat helper that is not showing with when the assistant is shown', () => {
    expect(
      seen(ask("The chat helper isn't showing up on your website for me, just the cookie banner. Why?")),
    ).toContain('Assessa Assistant on the website is shown only after you have saved your cookie preferences.')
  })

  it('answers "what’s going on?" after a story with what explains the story', () => {
    expect(
      seen(
        ask(
          "a student who was off sick says the quiz link doesn't work anymore - due date was yesterday. what's going on?",
        ),
      ),
    ).toContain('The activity expires after its due date, and students can no longer take part.')
  })

  it('answers parking a goal without deleting it with inactive goals, not with data deletion', () => {
    const reply = seen(
      ask(
        "We've finished our fractions unit. Is there a way to park that goal without deleting it, so I can bring it back next year?",
      ),
    )
    expect(reply).toContain('inactive goals are finished, paused or saved for later')
    // Data asked back before deletion is still the DPA's return of data.
    expect(seen(ask('can we get our data back before you delete it'))).toContain(
      'shall first return the personal data to the controller',
    )
  })

  it('answers what to do with a goal once it is met with setting it to inactive', () => {
    for (const question of [
      "we've covered everything for our poetry goal, do I delete the goal now?",
      'our fractions goal is done, should I delete the goal?',
    ])
      expect(seen(ask(question))).toMatch(/set met goals to inactive|mark each one active or inactive/)
    // Deleting the account is still the account's deletion.
    expect(seen(ask('if we delete our account are our goals deleted?'))).toContain('To delete your account')
  })
})

describe('the kind of figure a question asks for', () => {
  it('answers what to judge AI tools on with what to look for in an AI app', () => {
    for (const question of [
      'what red flags should we look out for in AI tools for teachers?',
      'our SLT is shortlisting AI apps - what should we evaluate them on?',
    ])
      expect(seen(ask(question))).toContain('Look for five things')
  })

  it('answers "in what form?" beside data handed back with the format it is returned in', () => {
    expect(seen(ask('can you hand our data back to us, and in what form?'))).toContain('in a commonly used format')
    // The form of feedback is still about feedback.
    expect(seen(ask('what form should my feedback take?'))).not.toContain('commonly used format')
  })

  it('answers comparing last year with this year with multi-year progress tracking on the roadmap', () => {
    for (const question of [
      'can I compare how my students did last year with this year?',
      "will I be able to see last year's results next to this year's?",
    ])
      expect(seen(ask(question))).toContain(
        'Advanced multi-year progress tracking is on the roadmap with the status In progress',
      )
  })

  it('answers being billed twice for the month of an upgrade with the prorated difference', () => {
    expect(seen(ask('if I upgrade a week in, am I billed twice for that month?'))).toMatch(
      /price difference for the rest of the current billing period is prorated/,
    )
    // Moving up in other words: "jump to Pro", "go up to Pro".
    expect(
      seen(ask("I'm on Advanced and fancy jumping to Pro mid-month. Do I pay the whole $9.7 again on top?")),
    ).toContain('prorated')
  })

  it('answers how to tell that training worked with the green success message', () => {
    for (const question of [
      'is there any way to tell the training worked?',
      'how can I be sure my document upload actually went through for training?',
    ])
      expect(seen(ask(question))).toContain('green success message')
  })

  it('answers how often to revisit goals with the review point, not with checking each one', () => {
    for (const question of [
      'how often should we revisit our class goals?',
      'when do I go back over my teaching goals?',
    ])
      expect(seen(ask(question))).toContain('such as the end of each unit or each half term')
    // Checking on a goal is the activity that checks it.
    expect(seen(ask('how often do I check progress towards a goal?'))).toContain('at least once a fortnight')
  })

  it('answers giving marks for little checks with whether formative assessment is graded', () => {
    // Asked nearly word for word before, and answered with the FAQ's own verdict.
    const reply = seen(ask('should i be giving marks for the little checks i do in class?'))
    expect(reply).toContain('Usually not')
    expect(reply).toContain('A grade tends to end the conversation')
  })

  it('answers which cookies the site leaves on a laptop with its cookies, not with pupils’ devices', () => {
    for (const question of [
      'which cookies has your website left on my laptop? my daughter browsed it and I want them gone',
      'what cookies end up on my chromebook from this site?',
    ])
      expect(seen(ask(question))).toMatch(/^The website uses cookies and browser storage in three categories/)
  })

  it('answers what kinds of cookies the site sets with its three categories', () => {
    for (const question of [
      'what kinds of cookies are there on this site?',
      'For a cookie audit: what sorts of cookies does your website set?',
    ])
      expect(seen(ask(question))).toContain('three categories: Necessary, Analytics and Marketing')
  })

  it('answers which form suits a practical or a lab experiment with the skills checklist', () => {
    for (const question of [
      'which assessment would suit a science practical?',
      'what would suit assessing a practical experiment?',
    ])
      expect(seen(ask(question))).toContain('a good fit for practical tasks, lab work or presentations')
  })

  it('answers "up front or in arrears?" with when plans are billed, and weighs it against the price only beside a free trial', () => {
    expect(seen(ask('do you take payment up front or in arrears?'))).toContain('billed monthly in advance')
    expect(seen(ask('could I try it free first or must we pay upfront?'))).toContain('the Free plan costs $0 per month')
    // No yearly rate is published.
    expect(ask('can we get a discount for paying a year up front?').kind).toBe('unknown')
  })

  it('reads "duration" as asking how long', () => {
    expect(seen(ask("what's the duration of the consent cookie?"))).toContain('Your consent is stored for 365 days')
  })

  it('answers the time "things like" two techniques take with what the list says of each of them', () => {
    expect(
      seen(ask('Realistically, how much lesson time do things like hinge questions or exit tickets eat up?')),
    ).toContain('Each of these takes less than ten minutes of lesson time.')
  })

  it('answers a cut-off for re-modelling or reteaching with the share the lesson plan decides on', () => {
    for (const question of [
      "When I put a check for understanding in my plan, what's a sensible cut-off for deciding to re-model something?",
      'what threshold should I use to decide to reteach?',
    ])
      expect(seen(ask(question))).toContain('if fewer than two thirds get question 2, model it again')
  })

  it('review mend: the new readings keep to their subjects', () => {
    // A tech company named beside teachers is who made it only as a choice between the two.
    expect(seen(ask('Does the tech company sell my data to teachers?'))).not.toContain('Elena Marković')
    expect(seen(ask("i'm a teacher, is assessa a tech company based in the EU?"))).not.toContain('Elena Marković')
    // Who can see results, votes or the DPA is not who can open students' files.
    for (const question of ['who can see the vote results?', 'who can view the data processing agreement?'])
      expect(seen(ask(question))).not.toContain('can access submitted files')
    // The chat in the app, where a draft is refined, is not the website's assistant.
    expect(seen(ask('this chat in the app where I refine - is there a limit on messages?'))).not.toContain(
      '500 characters',
    )
    // A long message to this chat asks for its length.
    expect(seen(ask('can I write a long message in this chat?'))).toContain('500 characters')
    // A password changed by accident, or the administrator's approvals, are not the registration rule.
    expect(seen(ask('I accidentally changed my password, help'))).not.toContain('cannot be changed')
    expect(seen(ask("now that I've started, can I change the admin email approvals?"))).not.toContain(
      'cannot be changed',
    )
  })

  it("answers whether work is lost on running out of a plan's allowance with what stays viewable", () => {
    expect(seen(ask('Ran out of requests on Free. Are my old assessments deleted?'))).toContain('viewable')
    // The cap itself is still the plan's figure.
    expect(seen(ask('What is the cap on classes on Pro?'))).toContain('50 classes')
  })

  it('answers whether there is a setting to delete an account, or it must be asked for, with no self-service deletion', () => {
    expect(
      seen(ask('Is there a setting in the app for deleting a teacher account, or do we have to ask you?')),
    ).toContain('does not offer self-service account deletion')
    // A setting to delete a quiz is not the account's.
    expect(seen(ask('Where are the settings to delete a quiz?'))).not.toContain('self-service')
  })

  it('answers whether a move to a smaller plan happens at once with the next billing cycle', () => {
    expect(
      seen(ask('Our head of maths moves down to a cheaper plan next week. Will that kick in immediately?')),
    ).toContain('next billing cycle')
    // The site going down is an outage, not a downgrade.
    expect(seen(ask('If the site goes down during exam week, what is the most we could claim?'))).toContain(
      'total liability',
    )
  })

  it('reads "this chat" as the website\'s assistant, not the app\'s chat that refines a draft', () => {
    const written = ask('What happens to what I write in this chat?')
    expect(written.sources[0]!.url).toBe('/privacy-policy')
    expect(seen(written)).toContain('Assessa Assistant')
  })

  it('reads how long a message to the website chat may be as a length, however it names the chat', () => {
    expect(askedFigure('How long can each message to the chat on your website be?')!.kind).toBe('length')
    expect(askedFigure('how long can my message in the chat box on this site be?')!.kind).toBe('length')
    // How long something is kept is still a duration.
    expect(askedFigure('How long are my messages to the chat on your website kept?')!.kind).toBe('duration')
  })

  it('counts what the question counts, not labels or years', () => {
    const students = askedFigure('how many students can join one class?')!
    expect(students.states('The Advanced plan includes 40 students per class.')).toBe(true)
    expect(students.states('Year 8 students can join in 2025.')).toBe(false)
    expect(students.states('Step 3: students scan the code.')).toBe(false)
    expect(askedFigure('how many goals should I keep active?')!.states('Keep no more than three goals active.')).toBe(
      true,
    )
    // "What size should groups be?" counts a group's members: "groups of three", "keep groups to three or four".
    const groups = askedFigure('What size should groups be so that no one coasts?')!
    expect(groups.kind).toBe('count')
    expect(groups.states('Assign roles, keep groups to three or four, and set clear checkpoints.')).toBe(true)
    expect(groups.states('Work in groups of three students.')).toBe(true)
    // "Shorten each comment to two sentences" counts the sentences, not the comments.
    const startWith = askedFigure('How many comments should I start with?')!
    expect(startWith.states('Shorten each comment to two sentences.')).toBe(false)
    expect(startWith.states('Gather five to ten comments you are proud of.')).toBe(true)
    // "How many stages makes sense?" counts stages, not sense.
    expect(askedFigure('Roughly how many stages makes sense?')!.nouns).toEqual(['stage'])
    // "How many things should I point out?" is answered in points.
    expect(
      seen(
        ask(
          'I teach A-level history and I write a page of comments on every essay that nobody reads. How many things should I point out per essay, and should I give them time in class to act on it?',
        ),
      ),
    ).toContain('one or two points per piece of work')
    // A quiz's questions may be counted as true/false statements.
    expect(
      seen(
        ask(
          "Starting a unit on volcanoes next week. Any ideas for a quick quiz opener that shows me which wrong ideas they're walking in with? How many questions would you do?",
        ),
      ),
    ).toContain('five true/false statements')
    // So does "per group".
    expect(seen(ask('For a team project, how many kids per group do you recommend?'))).toContain(
      'keep groups to three or four',
    )
    // "In each group" counts a group's members, not groups or classes as a plan counts them.
    const perGroup = askedFigure('How many students would you put in each group?')!
    expect(perGroup.states('Assign roles, keep groups to three or four, and set clear checkpoints.')).toBe(true)
    expect(perGroup.states('from 1 class on Free to 5 classes on Advanced and 50 classes on Pro')).toBe(false)
    // "Hundreds of comments … how many should I start with?" counts the comments, as pieces of feedback.
    const comments = askedFigure(
      "I've got hundreds of old feedback comments on my laptop. Before I train the AI on them, how many should I start with?",
    )!
    expect(comments.states('Gather five to ten pieces of feedback you are proud of.')).toBe(true)
    // …and the passage that states that count is found however far down the ranking it is.
    expect(
      seen(
        ask(
          "I've got hundreds of old feedback comments on my laptop. Before I train the AI on them, how many should I start with?",
        ),
      ),
    ).toContain('five to ten pieces of feedback')
    // "Success criteria my students understand … how many should each goal have?" counts the criteria.
    const criteria = askedFigure(
      'How do I turn a teaching goal into success criteria my students actually understand? How many should each goal have?',
    )!
    expect(criteria.states('Keep two or three success criteria per goal.')).toBe(true)
    expect(criteria.states('the two students who put their hands up')).toBe(false)
    // A number that counts another noun before a verb does not count the goals.
    expect(askedFigure('how many goals should I keep active?')!.states('Three ideas make goals manageable.')).toBe(
      false,
    )
  })

  it('counts kinds of what was asked about, not kinds of something else', () => {
    const kinds = askedFigure('how many different kinds of assessment can it produce?')!
    expect(kinds.states('Assessa works with eight assessment forms: written feedback, exit ticket…')).toBe(true)
    expect(kinds.states('All five activity types reach students through a QR code.')).toBe(false)
    expect(
      seen(
        ask('Apart from a paragraph of comments, how many different kinds of assessment can it produce for a pupil?'),
      ),
    ).toContain('eight assessment forms')
  })

  it('answers "how sure they feel" and "what sort of scale" with a rating scale', () => {
    expect(
      seen(
        ask(
          'Half my class say they get it and then bomb the test. What can I add to an exit ticket to compare how sure they feel with how they actually do?',
        ),
      ),
    ).toContain('from 1 to 5')
  })

  it('answers "how far ahead…?" with how far ahead, a duration', () => {
    expect(
      seen(
        ask(
          "First-year teacher here. My mentor plans every lesson in full detail weeks in advance and I just can't keep up. How far ahead should I really be planning individual lessons?",
        ),
      ),
    ).toContain('a few days ahead')
  })

  it('answers a "can I" question from the rule, not from a FAQ item that asks why', () => {
    const reply = seen(
      ask('I signed up with my old school email by mistake. Can I switch the address on my account to my new one?'),
    )
    // The terms and Step 1 state the rule in their own words; either is the rule.
    expect(reply).toMatch(/cannot be (updated|changed) after registration/)
  })

  it('answers "how do I…?" from advice with its tip, the concrete step', () => {
    expect(
      seen(
        ask(
          'Our T&L lead keeps going on about hinge questions. How do I actually come up with the wrong answer options so they tell me something?',
        ),
      ),
    ).toContain('Write the wrong answers first: list the three mistakes you saw most often')
    // "Properly" says how, not what ("Do the setup properly once" is no answer).
    expect(seen(ask('How often should I sit down and go through my class goals properly?'))).toContain(
      'the end of each unit or each half term',
    )
    // Going through something is reviewing it.
    expect(
      seen(
        ask(
          "Students hand in group projects as PDFs. When should I remind myself to go through them so nothing gets deleted before I've looked?",
        ),
      ),
    ).toContain('add a calendar reminder two weeks later')
    // Jotting something down is writing.
    expect(
      seen(
        ask(
          'In pair discussions the louder kid always jumps in first and the other one just agrees. Is it worth having them jot something down on their own before they talk, and for how long?',
        ),
      ),
    ).toContain('a minute or two writing their own answer')
    // Critiquing is peer review; "what should I limit it to?" asks for the concrete step.
    expect(
      seen(
        ask(
          "My groups are going to swap their draft posters and critique another team's work. What should I limit each critique to so it stays kind and doesn't turn into a pile-on?",
        ),
      ),
    ).toContain('Limit each review to one strength and one specific suggestion')
    // "Is there a simple code / template…?" asks for the concrete step too.
    expect(
      seen(
        ask(
          'Is there a simple code students can use in the margin when they check their own draft against the success criteria?',
        ),
      ),
    ).toContain('Use a traffic-light code in the margin')
    // "What should it look like?" asks for its form: a starter on the board is the site's do-now
    // task, and students walking in, arriving.
    const doNow = seen(
      ask(
        'My year 9s come back from lunch like a stampede and it takes me ten minutes to settle them. I want something up on the board they can start on the moment they walk in, without me saying a word. What should it look like?',
      ),
    )
    expect(doNow).toContain('one they can start without instructions')
    expect(doNow).toContain('such as three recall questions')
    // Routines that "aren't working" have not stuck; "my tutor group" is the visitor's setting.
    expect(
      seen(
        ask(
          "I've just introduced new entry and pack-up routines with my tutor group. How long should I give them before deciding which ones aren't working?",
        ),
      ),
    ).toContain('After a couple of weeks')
    // "Look like" is no "Look for five things" (choosing an AI app).
    expect(seen(ask('What should a do-now task look like?'))).toContain('Keep the do-now format identical')
    expect(seen(ask('thinking of putting a starter on the board before they walk in, how many questions?'))).toContain(
      'three recall questions',
    )
  })

  it('quotes the item of a list that the question names, not the first one', () => {
    const reply = seen(
      ask("Filling in a DPIA for our school. What's the retention period for the technical logs on your side?"),
    )
    expect(reply).toContain('logs: kept for 90 days')
    expect(reply).not.toContain('activity files (PDF submissions)')
  })

  it('answers a resolution in pixels and "more than one right answer" with the checkbox questions', () => {
    expect(
      seen(ask('If I add a picture of their exercise book, what resolution does it end up at after you compress it?')),
    ).toContain('1000x1000 pixels')
    expect(
      seen(ask('can a quiz question have more than one right answer or is it strictly one answer per question?')),
    ).toContain('Checkbox questions let students select every correct option')
  })

  it('quotes the sentence that states the count asked for, even when it shares no other word with the question', () => {
    expect(
      seen(
        ask(
          'I want the class to guess the result of an experiment with an anonymous poll before I reveal it. How many choices should the poll have?',
        ),
      ),
    ).toContain('Offer three or four options')
  })

  it('answers from the best-ranked passage when it covers the question, however little of the lead-up it speaks to', () => {
    expect(
      seen(
        ask(
          'Same four kids shout out the answer the second I finish a question and everyone else switches off. How long should I pause before I take any answers?',
        ),
      ),
    ).toContain('ten seconds of silent thinking time')
    // After the lead-up, a passage that states the figure asked ("what scale?") answers it,
    // though it shares none of the question's own words.
    expect(
      seen(
        ask(
          "I'd like to put a 'how confident are you' question on my exit tickets to compare with how they did. What scale should I use?",
        ),
      ),
    ).toContain('from 1 to 5')
  })

  it('reads "how long…" of a pause in class as seconds of thinking time, not how long data is kept', () => {
    expect(seen(ask('how long wait time after askin a q? my kids never answer'))).toContain(
      'ten seconds of silent thinking time',
    )
    expect(seen(ask('How long should I pause after asking the class a question before I take answers?'))).toContain(
      'ten seconds of silent thinking time',
    )
    // Waiting for the site to act is still a time the legal pages state.
    expect(seen(ask('How long do I have to wait for you to delete my data?'))).toContain('within 30 days')
  })

  it('answers from the article the visitor names, where another page gives different advice', () => {
    // The FAQ suggests five minutes for the same routine; the article named says ten.
    const named = ask(
      'Your blog post on formative assessment talks about giving kids time at the start of the next lesson to act on their feedback before any new content. How long does it suggest for that?',
    )
    expect(named.sources[0]?.url).toBe('/blog/formative-assessment')
    expect(seen(named)).toContain('ten minutes of feedback response time')
    expect(
      ask(
        'Your formative assessment post says to pair an exit question with a confidence question. What scale do the kids rate how sure they are on?',
      )
        .sources.slice(0, 3)
        .map((source) => source.url),
    ).toContain('/blog/formative-assessment')
  })

  it('reads "what are the three types of…?" as asking for the dimensions an article names', () => {
    const dimensions = 'Behavioural engagement, Emotional engagement and Cognitive engagement'
    expect(seen(ask('What are the three types of engagement?'))).toContain(dimensions)
    // "What are they?" after a lead-up that names them (and says where the visitor read it).
    expect(seen(ask('Your blog mentions three kinds of student engagement. What are they?'))).toContain(dimensions)
    // (Also with "…and which one matters most for learning?" after it.)
    expect(
      seen(
        ask(
          'Your engagement article says there are three types of engagement. What are they, and which one matters most for actual learning?',
        ),
      ),
    ).toContain(dimensions)
    // "…your blog talks about" says where, not what: the list is quoted from its announcing sentence.
    expect(
      seen(
        ask(
          'Our head of year keeps saying engagement is more than good behaviour. What are the different kinds of engagement your blog talks about?',
        ),
      ),
    ).toContain(`Engagement is often described in three connected dimensions. ${dimensions}`)
    // A head of department's hearsay, then "What are they exactly?" or "Which three…?".
    for (const question of [
      "Our head of department keeps talking about different 'types' of student engagement at staff meetings. What are they exactly?",
      "My head of department keeps going on about different 'types' of engagement. Which three does your blog describe, and which one matters most for learning?",
      "Our head of department says looking busy isn't the same as being engaged. What are the different kinds of engagement I should be watching for?",
    ])
      expect(seen(ask(question))).toContain(dimensions)
  })

  it('counts the comments the lead-up named as pieces of feedback', () => {
    expect(
      seen(ask("I've got hundreds of old comments saved. How many should I start with when I first train the AI?")),
    ).toContain('gather five to ten pieces of feedback you are genuinely proud of')
    // "Bits of my own feedback" are pieces of it.
    expect(
      seen(ask('How many bits of my own feedback should I pull together before I train the AI for the first time?')),
    ).toContain('gather five to ten pieces of feedback you are genuinely proud of')
  })

  it('reads a short question about "them" with the lead-up that names them', () => {
    // Getting shy students "involved" is getting them to take part, not the privacy policy's "teacher's involvement".
    expect(
      ask(
        'I have a handful of really shy students who never put their hand up even though I know they understand. How can I get them involved?',
      ).sources[0]?.url,
    ).toBe('/blog/student-engagement')
    expect(
      seen(
        ask(
          "The old feedback I want to upload for training has my pupils' names all over it. Do I need to take them out first?",
        ),
      ),
    ).toContain('Replace them with neutral wording such as “the student” before you upload.')
    // "…for that?" is for what the lead-up described, not a question of its own.
    expect(
      seen(
        ask('I want my students to set their own weekly targets. Is there a simple template or card format for that?'),
      ),
    ).toContain('three-line goal card')
    // "Give them", "which ones" are the routines the lead-up introduced; "which ones are working"
    // asks which run smoothly.
    for (const question of [
      "I've just introduced new routines for coming in and packing away. How long should I give them before I check which ones are actually working?",
      "NQT here. I've introduced new routines for entering and packing up. How long should I give them before I review whether they're working?",
    ])
      expect(seen(ask(question))).toContain('After a couple of weeks, note which routines run smoothly')
    expect(
      ask(
        "I've just introduced new routines for lining up and packing away. How long should I wait before checking which ones are working?",
      ).sources[0]?.url,
    ).toBe('/blog/classroom-management')
  })

  it('reads "what are they…?" as asking what the lead-up named', () => {
    expect(
      seen(
        ask(
          'Our head of department keeps mentioning hinge questions. What are they and where in the lesson do they go?',
        ),
      ),
    ).toContain('A hinge question is a single multiple-choice item placed where the lesson turns.')
  })

  it('counts what the lead-up named when the question does not say ("8 goals … how many should I…?")', () => {
    expect(
      seen(
        ask(
          "ok so i've written about 8 goals for my year 10 english group and honestly i'm not following any of them properly. how many should i actually be working on at the same time?",
        ),
      ),
    ).toContain('Keep no more than three goals active per class.')
    // Advice on an amount is the advice, not "Plans include 2, 10 or 50 teaching goals", also
    // when a second question makes the article's overview the best match for the whole message.
    expect(
      seen(ask('How many goals should I work on with one class at a time, and what do I do with the finished ones?')),
    ).toContain('Keep no more than three goals active per class.')
    // What a teacher or a team "should" keep is advice too, whoever ought to do it.
    for (const question of [
      "As head of maths I'm asking my team to set goals for each class. What's the max number they should keep active at the same time?",
      'As head of department I want my team to stay focused. How many teaching goals should a teacher have switched on per class at any one time?',
      // How many should be active, or a class should have on the go: no one named, still advice.
      'how many teaching goals should be active at the same time for one class?',
      'How many teaching goals should one class have active at the same time?',
      // (…after a lead-up that names them, "should really be active".)
      "I've currently got about 8 goals on the go for my Year 10 group and nothing is getting done properly. How many should really be active per class at once?",
      // (…and when the sentence quoted gives the heading's own number as its reason: "With more than three, …".)
      'is there a rule of thumb for how many goals to have switched on per class at once? pro lets me have loads',
    ])
      expect(seen(ask(question))).toContain('Keep no more than three goals active per class.')
  })

  it('does not answer with a plan limit when the count asked for is no limit', () => {
    // "A sensible maximum number" asks for advice, not the plans' limit.
    expect(
      seen(ask("What's a sensible maximum number of goals to have on the go for one class at the same time?")),
    ).toContain('Keep no more than three goals active per class.')
    // A number in a statement is what the visitor has, not an amount asked for; "a plan for each student" is a lesson plan.
    expect(
      seen(
        ask(
          "Our new head wants 'personalised learning' in every lesson. Does that mean writing a separate plan for each student? I have 28 in some classes",
        ),
      ),
    ).toContain('Personalised learning does not mean thirty separate lesson plans.')
    // "Half my class" is the visitor's setting; "a free period" is no plan; "how many per team" is a team's size.
    const languages = ask(
      'Half my class are recent arrivals from Ukraine and Syria and still learning English. Does it work in other languages, and roughly how many?',
    )
    expect(languages.kind).toBe('search')
    expect(seen(languages)).toContain('25+ languages')
    // "Any advance warning?" is answered by how much notice.
    expect(
      seen(
        ask(
          "Before you start using a new outside company that handles our students' data, do schools get any advance warning?",
        ),
      ),
    ).toContain("30 days' notice")
    const stages = ask(
      'How many stages are there in your getting-started walkthrough? Trying to work out if I can get through it in one free period.',
    )
    expect(stages.kind).toBe('search')
    expect(seen(stages)).toContain('eleven steps')
    const team = ask(
      "I'm doing my first proper group project with Year 8 next week and I'm dreading a few kids doing all the work. How many per team do you suggest?",
    )
    expect(team.kind).toBe('search')
    expect(seen(team)).toContain('groups of three or four')
    // "Would you" asks for advice; "in each group" is a group's size.
    const perGroup = ask(
      'First proper group project with my class of 28. How many students would you put in each group?',
    )
    expect(perGroup.kind).toBe('search')
    expect(seen(perGroup)).toContain('groups of three or four')
    // "A big school" is no file's size.
    expect(
      seen(
        ask(
          "I'm the only music teacher in a big school and see roughly 30 different classes a week. What's the maximum number of classes on your top plan?",
        ),
      ),
    ).toContain('The Pro plan includes 50 classes.')
    // "What's the most classes…?" asks for the plan's amount.
    expect(seen(ask("What's the most classes I can create on your biggest plan?"))).toContain(
      'The Pro plan includes 50 classes.',
    )
    // "Enough time" is no amount a plan limits.
    const wiped = ask(
      'When do the files pupils handed in get wiped after an activity closes? I need enough time to mark them.',
    )
    expect(wiped.kind).not.toBe('planLimit')
    expect(seen(wiped)).toContain('30 days')
    // Kids per group, for group work, are no plan's classes.
    for (const question of [
      "What's the best number of kids per group for group work? Pairs are too small and my groups of six just chat.",
      'how many kids per group 4 group work??',
    ]) {
      const groupSize = ask(question)
      expect(groupSize.kind).toBe('search')
      expect(seen(groupSize)).toContain('three or four')
    }
    // How many students must get it is a share of the class ("fewer than two thirds"), no class limit.
    const share = ask(
      'When I do a quick check in the middle of the lesson, how many students need to get it wrong before I stop?',
    )
    expect(share.kind).not.toBe('planLimit')
    expect(seen(share)).toContain('if fewer than two thirds get question 2, model it again')
    expect(ask('How many students should get the hinge question right before I move on?').kind).not.toBe('planLimit')
    expect(askedFigure('what share of the class needs to get it right?')!.states('fewer than two thirds')).toBe(true)
    // "The class" is the visitor's own, and "bad enough" asks for no amount: no list of class limits.
    const reteach = ask(
      "I do a quick check after I explain something, but I never know when it's bad enough to go back over it. Is there a rule of thumb, like what share of the class needs to get it right before I move on?",
    )
    expect(reteach.kind).not.toBe('planLimit')
    expect(ask('whats the class limit on free?').kind).toBe('planLimit')
  })

  it('answers advice on an amount with the advice, not with every plan’s limit', () => {
    const reply = seen(
      ask("What's a sensible number of teaching goals to have switched on for one class at the same time?"),
    )
    expect(reply).toContain('Keep no more than three goals active per class.')
    expect(reply).not.toContain('2 teaching goals on Free')
  })

  it('answers a plan figure and a second question in one message, each from its own page', () => {
    const answer = ask(
      'On your most expensive plan, how many AI requests are included each month, and do the follow-up tweaks in the chat count against that?',
    )
    expect(answer.text).toContain('The Pro plan includes 1,500 requests per month.')
    expect(answer.text).toContain('each chat refinement uses an AI request')
    expect(answer.sources[0]!.url).toBe('/pricing')
    // The second answer may come from the same page, when it is not another plan figure.
    const billing = seen(ask('whats the price of the advanced sub, and is it billed monthly or yearly?'))
    expect(billing).toContain('The Advanced plan costs $4.7 per month.')
    expect(billing).toContain('Plans are billed monthly in advance')
  })

  it('reads "what kind of image files" as asking for the photo formats', () => {
    expect(askedFigure('What kind of image files can I attach?')?.kind).toBe('format')
    expect(
      seen(ask("What kind of image files can I attach when I want the AI to see a student's worksheet?")),
    ).toContain('PNG, JPG or JPEG')
  })

  it('reads "how heavy can a picture be" as asking for its size', () => {
    expect(askedFigure('how heavy can each picture be?')?.kind).toBe('size')
    expect(
      seen(ask('What kinds of image can I attach as background for an assessment, and how heavy can each picture be?')),
    ).toContain('under 1MB after compression')
  })

  it('reads a file size the visitor gives beside uploading as asking for the size allowed', () => {
    expect(
      seen(
        ask(
          "I've got one huge Word file with years of my report comments in it, about 14MB. Can I just upload that to teach the AI how I write?",
        ),
      ),
    ).toContain('under 10MB')
  })

  it('reads "how much lesson time…?" as asking for a time', () => {
    expect(askedFigure('How much lesson time should I set aside for it?')?.kind).toBe('duration')
    expect(
      seen(
        ask(
          'I write loads of comments and the kids never read them. How much lesson time does your formative assessment article say to set aside for students to act on feedback?',
        ),
      ),
    ).toContain('ten minutes of feedback response time')
  })

  it('reads "when should I set a reminder…?" as asking for the reminder\'s time', () => {
    const when = askedFigure('When should I set myself a reminder to go through the PDFs?')!
    expect(when.kind).toBe('duration')
    expect(when.states('Add a calendar reminder two weeks later.')).toBe(true)
    // Another time in the same pages is not the reminder's.
    expect(when.states('Submitted PDFs are deleted 30 days after that.')).toBe(false)
    expect(
      seen(
        ask(
          "When should I set myself a reminder to go through the PDFs students handed in, so they don't get deleted before I look?",
        ),
      ),
    ).toContain('add a calendar reminder two weeks later')
  })

  it('reads "how often" as asking for a frequency', () => {
    const often = askedFigure('how often should I check on each goal?')!
    expect(often.kind).toBe('frequency')
    expect(often.states('Check it at least once a fortnight.')).toBe(true)
    expect(often.states('Check it within 30 days.')).toBe(false)
    expect(
      seen(
        ask(
          "For each goal my class is working towards, how often should I be running some kind of quick check to see if they're getting there?",
        ),
      ),
    ).toContain('at least once a fortnight')
    // "What each lesson should move forward" says nothing of how often; "at the end of each unit" does.
    expect(
      often.states('A short list of active goals tells you what each lesson and assessment should move forward.'),
    ).toBe(false)
    expect(often.states('Choose a natural review point, such as the end of each unit or each half term.')).toBe(true)
    // A passage that states how often, close enough to the question, answers before one that only speaks about goals.
    expect(seen(ask("how often should I run a quick check on each goal I'm working on with a class?"))).toContain(
      'at least once a fortnight',
    )
    expect(seen(ask('How often should I sit down and go through my class goals properly?'))).toContain('half term')
  })

  it('reads "stats" as statistics and "the name of the cookie" as asking for its name', () => {
    expect(
      seen(ask('Do you keep stats on which bits of the tool I click on? And if so how long is that stuff stored?')),
    ).toContain('Usage statistics and activity analytics: kept for 2 years')
    expect(
      seen(
        ask(
          'Our school IT technician needs the exact name of the cookie your site drops to remember my consent choice, so he can allow it through the filter. What is it?',
        ),
      ),
    ).toContain('a cookie named CookieConsent')
  })

  it('reads an age as an age, not any number after "over"', () => {
    const age = askedFigure("what's the minimum age for an account?")!
    expect(age.states('To create an account you must be at least 13 years old.')).toBe(true)
    expect(age.states('A person under 13 may use an account only with consent.')).toBe(true)
    expect(age.states('Over 100 schools use Assessa.')).toBe(false)
  })
})

describe('answers from the content', () => {
  it('quotes the FAQ and links to its page', () => {
    const answer = ask('do students need accounts?')
    expect(answer.kind).toBe('search')
    expect(seen(answer)).toMatch(/^No\. Students .*QR code/)
    expect(seen(answer)).toMatch(/\n\nMore: \[[^\]]+\]\(\/[a-z0-9/-]*\)$/)
  })

  it('says DOCX or Google Docs when asked about training on a PDF', () => {
    expect(seen(ask('can I upload a PDF to train the AI?'))).toMatch(/DOCX.*Google Docs/)
    // A size cap asked after naming the file is that file's; files that vanish are deleted.
    expect(
      seen(ask('My Year 10s will hand in their group write-ups as PDFs. Is there a size cap on what they can upload?')),
    ).toContain('under 5MB')
    expect(
      seen(
        ask(
          "I've set a group project for my year 9 history lot that closes on Friday. How long afterwards can I still open the PDFs they handed in before they vanish?",
        ),
      ),
    ).toContain('30 days')
    // The file types of training, not the PDFs students hand in.
    const training = seen(ask('What kind of files does the AI training accept, and how big can each one be?'))
    expect(training).toContain('Training documents must be DOCX files or Google Docs, under 10MB')
    expect(training).not.toContain('5MB')
  })

  it('quotes the sentence with the unit asked for, beside the one that answers the rest', () => {
    const passage = seed.knowledge.passages.find((candidate) => candidate.text.includes('each file under 10MB'))!
    const question = 'my training doc with a table keeps getting rejected, whats the max size and whats wrong with it?'
    const weights = new Map(terms(question).map((term) => [term, seed.knowledge.idf(term)]))
    const quoted = quotePassage(passage, { weights, wantsFigure: true, asked: askedFigure(question) }).join(' ')
    expect(quoted).toContain('under 10MB')
    expect(quoted).toContain('tables is rejected')
  })

  it('answers a figure question from a page that states that kind of figure, not the best match on its words', () => {
    // "class" names a plan limit, but the figure asked for is a number of languages.
    const languages = ask('my class is half EAL, how many languages does it work in?')
    expect(languages.kind).toBe('search')
    expect(seen(languages)).toContain('25+ languages')
    // "quizzes" names a plan limit, but the figure asked for is an age.
    expect(seen(ask('my 11 year old wants to make quizzes, what age do you have to be for an account?'))).toContain(
      '13',
    )
    // The best match on "group work" advises small groups without a number; an article says how many.
    expect(seen(ask('what group size works best for group work?'))).toMatch(/groups of three or four/i)
    // "Which roles / jobs…?" is answered by the sentence that names them; a job in a group is a role.
    expect(seen(ask("Which jobs should I hand out in a group so it's not always one kid doing everything?"))).toContain(
      'the facilitator, recorder, checker and presenter',
    )
    expect(seen(ask("what roles should I hand out so group work isn't just one kid doing everything?"))).toContain(
      'the facilitator, recorder, checker and presenter',
    )
    // "What size groups…?" names the size before the groups it sizes.
    expect(
      seen(ask("I've got 30 in my class. What size groups work best, and should each kid have a job in the group?")),
    ).toMatch(/groups (of|to) three or four/i)
    // A plan limit asked in the site's other words is still the plan's figure.
    expect(seen(ask('how many assessments can I make per month on Pro?'))).toContain('1,500')
    // What is counted decides which limit: students, though the message speaks of a class.
    expect(seen(ask('biggest class allowed on Advanced, in number of students?'))).toContain('40 students per class')
    // The size of the file asked about, not of another kind of file in the same passage.
    const photo = seen(ask('max size for a photo I attach to an assessment?'))
    expect(photo).toContain('1MB')
    expect(photo).not.toContain('10MB')
    expect(seen(ask('largest pdf a student can upload?'))).toContain('5MB')
    // "formats" of assessments are not file formats; a count asked beside an age is still a plan limit.
    expect(seen(ask('what assessment formats are there?'))).toContain('eight assessment forms')
    expect(seen(ask("how many students per class on Free, and what's the minimum age?"))).toContain(
      '20 students per class',
    )
    // A passage with the kind of figure asked for needs fewer of the visitor's own words.
    expect(seen(ask('we are a school: if there is a data breach, within what timeframe will you tell us?'))).toContain(
      '72 hours',
    )
    expect(seen(ask('my daughter is 11, is she old enough for an account?'))).toContain('at least 13 years old')
    // The visitor's own number ("a 12 year old") is context, not what the answer must contain.
    expect(seen(ask('Can a 12 year old set up their own account?'))).toContain('at least 13 years old')
    // "how many do you cover?" counts what was just named.
    expect(seen(ask('can feedback be written in other languages, and how many do you cover?'))).toContain('25+')
    // "sign up to do the quizzes" asks about accounts, not "up to" an activity limit.
    expect(seen(ask('do my students have to sign up to do the quizzes?'))).toMatch(
      /QR code, without creating an account/,
    )
  })

  it('states both figures when a message asks for two kinds ("what kind of file, and how large?")', () => {
    const reply = seen(ask('For a group project, what kind of file can the students hand in and how large can it be?'))
    expect(reply).toContain('PDF')
    expect(reply).toContain('5MB')
  })

  it('gives advice with its figure when the passage has one ("a reminder two weeks later")', () => {
    expect(
      seen(
        ask(
          'I keep forgetting to look at submitted project PDFs before they get wiped. Any tip for staying on top of that?',
        ),
      ),
    ).toContain('two weeks later')
  })

  it('answers "what kinds of…?" with the list the site announces, items as written', () => {
    expect(seen(ask('what kinds of activities are there?'))).toContain(
      'five activity types: Quiz, Questionnaire, Team project, Anonymous voting and Keyword collector.',
    )
  })

  it('answers from the section that says it, not from a paragraph that only points to other pages', () => {
    // Step 5 ends "Then polish the draft in step 6: refine and rate assessments in the chat"; step 6 answers.
    expect(
      seen(
        ask(
          'When I ask the chat to soften a draft or shorten it, does that eat into my monthly quota as well, or is it only the first generation that counts?',
        ),
      ),
    ).toMatch(/Every chat refinement uses an AI request|Refining in the chat is AI work too/)
  })

  it('reads a sentence that introduces a list on into its item, and ends list items as sentences', () => {
    expect(
      joinSentences(['To open an organisation account, the administrator must provide:', "the organisation's name;"]),
    ).toBe("To open an organisation account, the administrator must provide: the organisation's name.")
    expect(joinSentences(['Payment records: kept for 7 years;', 'Logs: kept for 90 days, and'])).toBe(
      'Payment records: kept for 7 years. Logs: kept for 90 days.',
    )
  })

  it('counts a list the page is made of when asked how many, with its items as written', () => {
    expect(seen(ask('what does the company stand for, how many core values have you got'))).toContain(
      'What we value (six): Efficiency, Constant adaptation, Purpose-driven, Innovation, Teacher partnership and Continuous improvement.',
    )
  })

  it('answers how much each piece may hold with the sentence that sets the limit', () => {
    // The strategy's description says what peer review is; its tip says how much each review holds.
    for (const message of [
      "My year 10s write essays when they peer review other groups' work. How much should each review actually include?",
      'When teams swap drafts, how much feedback should each team be allowed to give so it does not turn nasty?',
    ])
      expect(seen(ask(message))).toContain('Limit each review to one strength and one specific suggestion')
    // A price is not an allowance.
    expect(seen(ask('how much is the advanced one a month'))).toContain('$4.7 per month')
  })

  it('answers when something is deleted with how long it is kept', () => {
    expect(
      seen(
        ask("When do the PDFs my students submitted get deleted? I don't always get round to marking straight away."),
      ),
    ).toMatch(/deleted 30 days after (the activity expires|expiry)/)
  })

  it('answers what happens after an e-mail to the team, rather than giving the address', () => {
    const reply = ask('If I email you asking to close my account, how long until everything is actually deleted?')
    expect(reply.kind).toBe('search')
    expect(seen(reply)).toContain('We complete deletion within 30 days of a confirmed request')
    expect(ask('can i email you').kind).toBe('contact')
  })

  it("answers what each group should do with the strategy's tip, the concrete step", () => {
    expect(
      seen(
        ask('For jigsaw groups, what should each expert group fill in before they go back and teach their home group?'),
      ),
    ).toContain('Give each expert group a three-question summary sheet to complete before returning home')
  })

  it('reads "how am I supposed to…?" as asking how to, and gives the concrete step', () => {
    expect(
      seen(
        ask(
          'I keep hearing about hinge questions. How am I supposed to come up with the wrong answer options for one?',
        ),
      ),
    ).toContain('list the three mistakes you saw most often last year')
  })

  it("reads a setting joined to its question by a dash as the question's context", () => {
    expect(
      seen(ask('Doing a prediction vote before a chemistry demo — how many answer options should I offer the class?')),
    ).toContain('Offer three or four options, including one plausible wrong answer')
  })

  it('answers a figure question from one of the first three passages that states the figure, over a leader that does not', () => {
    expect(
      seen(
        ask(
          "When I do exit tickets I'd like the kids to also say how sure they are of their answer. What sort of scale do you suggest for that confidence question?",
        ),
      ),
    ).toContain('from 1 to 5')
  })

  it('answers how the character limit is worked out with the rule, when the word allowance is named in a second question', () => {
    const reply = ask(
      'How is the character limit for training material worked out? Is it some multiple of the word allowance?',
    )
    expect(reply.kind).toBe('search')
    expect(seen(reply)).toContain('characters are capped at 100 per allowed word')
  })

  it("answers the most the provider would be liable for with the terms' limit of liability", () => {
    for (const message of [
      "What's the maximum you'd be liable for if something goes wrong with the service?",
      "What's your maximum liability to us if something goes wrong with the service?",
    ])
      expect(seen(ask(message))).toContain('Our total liability to you for all claims relating to Assessa')
  })

  it("reads an article's strategies section introduction: what holds for all of them, and their names", () => {
    expect(
      seen(
        ask(
          "Realistically how much lesson time do the formative assessment techniques in your article take? I can't give up half a lesson",
        ),
      ),
    ).toContain('Each of these takes less than ten minutes of lesson time.')
    expect(seen(ask('What are the four strategies for productive group work?'))).toContain(
      'Four strategies for productive group work: Jigsaw expert groups, Think-pair-share with a written first step, Rotating roles with role cards, Peer review against shared criteria.',
    )
  })

  it("reads the home and about pages' section introductions, which count what the sections show", () => {
    expect(seen(ask('how many values does the company say guide what it builds?'))).toContain(
      'Six values guide what we build, what we leave out and how we work with the teachers who use Assessa. What we value (six): Efficiency,',
    )
    expect(
      seen(
        ask('The home page says there are a few steps from an empty account to a live activity. How many steps is it?'),
      ),
    ).toContain('Four steps cover the whole cycle, from an empty account to a class taking part in a live activity.')
  })

  it('reads "what\'s the longest you\'d take" as asking how long', () => {
    expect(
      seen(ask("Suppose your systems get hacked and pupil info leaks - what's the longest you'd take to let us know?")),
    ).toContain('72 hours')
  })

  it('reads "how much does it get shrunk?" as asking about the photo, not the price', () => {
    expect(
      seen(
        ask(
          "If I take a photo of the whiteboard and attach it as context for tonight's exit ticket, how much does it get shrunk down? Worried the small writing won't be readable",
        ),
      ),
    ).toContain('at most 1000x1000 pixels')
    expect(seen(ask('how much would it be for pro'))).toContain('The Pro plan costs $9.7 per month.')
  })

  it('reads "how many… before I hit the wall?" as asking the amount', () => {
    expect(
      seen(
        ask(
          'Just trying it out on the free version. Roughly how many assessments will I be able to generate in a month before I hit the wall?',
        ),
      ),
    ).toContain('The Free plan includes 15 requests per month.')
  })

  it('answers the limit asked for as well as whether the plan has room for what the visitor has', () => {
    const reply = seen(
      ask(
        'I teach nine different classes across KS3 and KS4. Which plan would I need for that many, and how many AI requests a month would it give me?',
      ),
    )
    expect(reply).toContain('For 9 classes, the cheapest plan with room is Pro')
    expect(reply).toContain('The Pro plan includes 1,500 requests per month.')
    expect(
      seen(
        ask(
          'I do a quick exit quiz with each of my 4 classes about once a week. How many activities a month does the Advanced plan allow - will that be enough?',
        ),
      ),
    ).toContain('The Advanced plan includes 25 activities per month.')
  })

  it('reads "how long can my messages … be?" as asking a length, with words between', () => {
    expect(seen(ask('how long can my messages to the chat assistant be?'))).toContain(
      'messages are limited to 500 characters',
    )
    // Time is not a length.
    expect(seen(ask('how long should the silent thinking time be before the whole class answers?'))).not.toContain(
      'characters',
    )
  })

  it('reads "where should … come from?" and "what should be waiting…?" as asking how to, with the tip', () => {
    expect(
      seen(
        ask(
          'I always struggle to write the wrong options for multiple choice diagnostic questions. Where should the distractors come from?',
        ),
      ),
    ).toContain('list the three mistakes you saw most often')
    expect(
      seen(
        ask(
          'My Year 8s take forever to settle after lunch. What should be waiting for them when they come in the door?',
        ),
      ),
    ).toContain('such as three recall questions')
  })

  it('answers how to word a request with the request template', () => {
    expect(
      seen(
        ask(
          'First time using AI for this. How should I word my request so I get a decent quiz back rather than something generic?',
        ),
      ),
    ).toContain('Use the same four-part template for every request')
  })

  it('answers whether data stays in backups "indefinitely" with when backups are cleared, as a sentence', () => {
    expect(seen(ask("Once you've deleted my account, is my data still sitting in your backups indefinitely?"))).toMatch(
      /^Backups: cleared within 90 days\./,
    )
    expect(joinSentences(['logs: kept for 90 days;'])).toBe('Logs: kept for 90 days.')
  })

  it('answers whether a file of a stated size will go through with the size limit', () => {
    expect(
      seen(
        ask(
          'Our department feedback bank is a 14MB Word file full of tables. Will it go through for training or do I need to change it first?',
        ),
      ),
    ).toContain('under 10MB')
  })

  it('reads a "budget request" as the visitor\'s own paperwork, not AI requests', () => {
    expect(seen(ask('What does Pro cost per month? I need the figure for my department budget request.'))).toContain(
      'The Pro plan costs $9.7 per month.',
    )
  })

  it('answers where the delete-account button is with how deletion works instead', () => {
    expect(seen(ask("where's the delete account button?? cant find it anywhere in settings"))).toContain(
      'Assessa does not offer self-service account deletion.',
    )
  })

  it('reads data processed outside the country as an international transfer', () => {
    expect(
      seen(
        ask(
          "Will our pupils' data be processed outside the country, and if so what safeguards do you use for those transfers?",
        ),
      ),
    ).toContain('only where appropriate safeguards are in place, such as standard contractual clauses')
  })

  it('reads not being happy with a change as objecting to it', () => {
    expect(
      seen(ask("What can we do as a school if we're not happy with a new subprocessor you plan to bring in?")),
    ).toContain('The controller may object to the change on reasonable data protection grounds')
    // Not being comfortable with it, and bringing a subprocessor in.
    expect(
      seen(
        ask("Can our trust object if you bring in a new subprocessor we aren't comfortable with? What happens then?"),
      ),
    ).toContain('The controller may object to the change on reasonable data protection grounds')
  })

  it('keeps replies short: at most three sentences before the link', () => {
    for (const question of [
      'What is formative assessment?',
      'How long do you keep payment records?',
      'How do I delete my account?',
    ]) {
      const body = seen(ask(question)).split('\n\nMore:')[0]!
      expect(sentences(body).length).toBeLessThanOrEqual(3)
      expect(body.length).toBeLessThan(600)
    }
  })

  it.each([
    'Do you integrate with Google Classroom?',
    'Can I pay with PayPal?',
    'Is there an iPhone app?',
    'Where is your office located?',
    'asdfgh qwerty zxcvb',
    // A year the site never states: the founder's page does not say when the company began.
    'When was the company founded and how many people work there?',
    // "Either" points back at what the lead-up named; alone it matches advice that says "in either case".
    'Our district procurement form asks whether vendors hold SOC 2 or ISO 27001 certification. Does Assessa have either?',
  ])('says it does not know, with the contact address: "%s"', (question) => {
    const answer = ask(question)
    expect(answer.kind).toBe('unknown')
    expect(seen(answer)).toContain('I don’t know')
    expect(seen(answer)).toContain('hello@assessa.example')
    expect(answer.sources).toEqual([])
  })

  it('never throws, whatever the message', () => {
    const samples = [
      '',
      ' ',
      '?',
      '!!!',
      '💥'.repeat(200),
      'a'.repeat(500),
      '<script>alert(1)</script>',
      '[x](javascript:alert(1))',
      '\u0000\u0007',
      'and',
      'tell me more',
    ]
    for (let i = 0; i < 200; i++)
      samples.push(
        String.fromCharCode(...Array.from({ length: 1 + (i % 60) }, (_, j) => 32 + ((i * 31 + j * 17) % 90))),
      )
    for (const message of samples) expect(() => answerMessage(seed.knowledge, { message })).not.toThrow()
  })

  it("reads pupils' names in a teacher's own documents as personal data to take out before uploading", () => {
    for (const question of [
      "Our marked feedback has pupils' names all through it. Is it ok to upload it like that for training?",
      "My old feedback is full of pupils' names. Do I need to do anything to it before I upload it to train the AI?",
    ])
      expect(seen(ask(question))).toContain(
        'Real feedback often contains student names and personal details. Replace them with neutral wording such as “the student” before you upload.',
      )
  })

  it('answers a downgrade with what happens on a downgrade, not with the upgrade rules', () => {
    // Features are not what a smaller plan takes away.
    for (const question of [
      'Thinking of going down to the Free plan over the summer. Would I lose any features?',
      'If we move from Advanced down to Free, do we lose stuff like team projects and the planner?',
    ])
      expect(seen(ask(question))).toContain('You never lose a feature by choosing a smaller plan.')
    for (const question of [
      'If I drop from Pro down to Advanced, do I lose the Pro limits straight away?',
      'If I switch from Pro down to Advanced today, when do the smaller limits actually kick in?',
    ]) {
      const reply = seen(ask(question))
      expect(reply).toContain('You keep your current plan and its limits until the end of the billing period')
      expect(reply).not.toMatch(/upgrade/i)
    }
    // "Dropping from" a plan is a downgrade, not a question about prices ("the cheaper plan"); it "kicks in" when it starts.
    expect(
      seen(
        ask(
          'If I drop from Pro down to Advanced, when does the cheaper plan actually kick in? Do I lose my Pro limits right away?',
        ),
      ),
    ).toContain('The smaller plan starts with the next billing cycle')
    // From one plan to a lower one is a downgrade, and "the change" is that move; a clause that
    // speaks of upgrades does not answer it for sharing "billing period" with the downgrade one.
    for (const question of [
      'If I drop from Pro to Advanced halfway through the month, do I lose my Pro limits straight away?',
      'If I drop from Pro to Advanced, when does the change actually kick in?',
      'When does a downgrade from Pro to Advanced take effect?',
      'downgrading pro to advanced, when does it actually switch over',
      // Losing "the extra classes" straight away is losing the plan's limits.
      'If I switch from Pro down to Advanced today, do I lose my extra classes straight away or at the end of the month?',
    ]) {
      const reply = seen(ask(question))
      expect(reply).toMatch(/until the end of the (current )?billing period/)
      expect(reply).not.toMatch(/upgrade/i)
    }
    // "Burned through most of my requests" is the share already used.
    expect(
      seen(
        ask(
          'im on advanced and ive already burned through most of my requests this month (report season...). if i upgrade to pro today do i get the full pro allowance fresh or what',
        ),
      ),
    ).toContain('you start Pro with 80% of its requests used')
    // On Advanced, "if I switch / go to Pro" is an upgrade; "do I start at zero?" asks for a fresh allowance.
    for (const question of [
      'im on advanced and have burned through most of my requests this month. if i switch to pro today do i get the whole pro allowance fresh or how does that work',
      "I've burned through about 60% of my Advanced requests this month. If I go to Pro now do I start at zero?",
      "I've burned through about 80% of my advanced requests and it's only the 2nd week of the month. if I go pro now do i get the whole 1500 fresh?",
    ])
      expect(seen(ask(question))).toContain(
        'The share of AI requests you have already used carries over proportionally',
      )
    // Asking whether to move is asking which plan fits, not how an upgrade is billed.
    expect(seen(ask("I'm on free. should I go to advanced?"))).not.toContain('carries over')
    // An upgrade is still answered by the upgrade rules, with the plans it names.
    expect(seen(ask('What happens when I upgrade to Pro?'))).toContain('The upgrade takes effect immediately')
    expect(
      seen(
        ask(
          "I've used 120 of my 150 requests on Advanced this month. If I upgrade to Pro today do I get a completely fresh allowance, or how does it work?",
        ),
      ),
    ).toContain('you start Pro with 80% of its requests used')
    // "What I used", beside an upgrade, is the share used that carries over.
    expect(
      seen(
        ask(
          'if ive used nearly all my advanced requests this month and then upgrade to pro, is the pro allowance fresh or does what i used carry over',
        ),
      ),
    ).toContain('you start Pro with 80% of its requests used')
    // "Jump to Pro" is an upgrade, not a question for Pro's allowance.
    expect(
      seen(
        ask(
          "I've got through 100 of my 150 Advanced requests already. If I jump to Pro now, is the full Pro allowance mine or is some of it counted as used?",
        ),
      ),
    ).toContain('you start Pro with 80% of its requests used')
  })

  it("reads a school's sets as its classes ('both my year 8 sets')", () => {
    for (const question of ['on the free plan can I have both of my year 9 sets?', 'can I set up my two sets on free?'])
      expect(seen(ask(question))).toContain('The Free plan includes 1 class')
  })

  it('answers whether a feature is only on a paid plan with the plan and its every feature, not with a limit', () => {
    for (const question of [
      'will I still have the lesson planner on Advanced, or is it a Pro-only thing?',
      'is the keyword collector a premium feature? im on advanced',
      "We'll only pay for Advanced for our three history groups. Do we still get the lesson planner with suggested activities, or is that a Pro thing?",
    ]) {
      const reply = seen(ask(question))
      expect(reply).toContain('The Advanced plan costs $4.7 per month')
      expect(reply).toContain('Every plan includes every feature')
    }
    // With an amount named, it asks for the amount.
    expect(seen(ask('Is 30 students per class a Pro-only thing?'))).toContain('80 students per class')
  })

  it("does not read a year group's number in a lead-up as a figure to look for", () => {
    // "Y10" is no "10 teaching goals".
    expect(
      seen(
        ask(
          "Planning the summer term for my Y10 chemistry group: I've got bonding, rates, organic chemistry and electrolysis. Is there a rule of thumb for how many goals I should have switched on at once for a single class?",
        ),
      ),
    ).toContain('Keep no more than three goals active per class')
  })

  it('reads "auto-delete" as the deletion rule, not as the roadmap\'s automatic assessments', () => {
    for (const question of [
      'are student pdfs auto-deleted at some point?',
      'when does the auto delete happen for submissions?',
    ]) {
      const reply = seen(ask(question))
      expect(reply).toMatch(/deleted 30 days after/)
      expect(reply).not.toContain('roadmap')
    }
  })

  it('answers a half-remembered figure with the one the site gives, whatever the check after it says', () => {
    // "Is that right or was it longer?" asks for the figure, not about right answers or longer questions.
    for (const question of [
      'i think i read on your site that you wait 3 seconds after asking a question before anyone can answer. is that right or was it longer?',
      'i think i read you should pause 5 seconds after a question before anyone answers - is that correct or was it longer?',
    ])
      expect(seen(ask(question))).toContain('allow ten seconds of silent thinking time')
    // Without a figure before it, "is it accurate?" is the question itself.
    expect(seen(ask('Does the AI mark essays, and is it accurate?'))).toMatch(/accurate/)
  })

  it('reads an e-mail address "on the school site" as on its website', () => {
    for (const question of [
      'registering the school as an organisation, does the email have to be on the school site?',
      "does the admin's email have to be on the school site?",
      'does the address we sign up with need to appear on our site?',
    ])
      expect(seen(ask(question))).toContain('an e-mail address that appears on that website')
  })

  it("answers a data subject's request from the privacy policy, not from the plans' AI requests", () => {
    // "Request" and "charge" there are the privacy rights and their cost, not a plan's limit or price.
    for (const question of [
      'is there a fee for a subject access request?',
      'what does a SAR cost us?',
      'do you charge for an erasure request?',
    ]) {
      const reply = seen(ask(question))
      expect(reply).toContain('free of charge')
      expect(reply).not.toMatch(/requests per month|\$\d/)
    }
    // The plans' requests and prices are still answered: also after a data request told of in
    // another sentence, and in a currency that is spelled like a SAR.
    expect(seen(ask('how many requests do i get on the free plan?'))).toContain('15 requests per month')
    expect(seen(ask('We had a data request from a parent last week. Anyway, how much is the Pro plan?'))).toContain(
      '$9.7 per month',
    )
    expect(seen(ask('How much is Pro in SAR?'))).toContain('$9.7 per month')
  })

  it("asks a file's size or formats for the kind of file the lead-up named", () => {
    // The site states sizes and formats apart for training documents, photos and students' PDFs.
    const reply = seen(
      ask(
        'We are moving our old comments into training documents. Which file formats work, and how big can a file be?',
      ),
    )
    expect(reply).toContain('10MB')
    expect(reply).not.toContain('5MB')
    // A question about the documents themselves keeps its own subject.
    expect(
      seen(
        ask(
          'Our DPO is uneasy about staff uploading old marked work to train the AI. Is there guidance on anonymising those documents first?',
        ),
      ),
    ).not.toContain('three blank lines')
  })

  it('reads "against the clock" as a time limit', () => {
    for (const question of [
      'A few of my pupils get extra time in exams. Is every quiz against the clock?',
      'is there a clock on the quizzes?',
    ]) {
      const reply = seen(ask(question))
      expect(reply).toMatch(/time limit|timed quiz/i)
      expect(reply).not.toContain('mailto:')
    }
  })

  it('answers that an e-mail address chosen at registration cannot be changed later, typo or not', () => {
    for (const question of [
      'made a typo in my email when I registered, can I correct it?',
      'I registered with my old hotmail address, can I swap it to my work email later?',
    ]) {
      const reply = seen(ask(question))
      expect(reply).toMatch(/cannot be (changed|updated) after registration/)
      expect(reply).not.toContain('mailto:')
    }
    // Not an e-mail sent later, nor an administrator adding teachers' addresses.
    for (const question of [
      'Will you email me if the terms change in the future?',
      'Can I add more teacher email addresses later?',
    ])
      expect(seen(ask(question))).not.toMatch(/cannot be (changed|updated) after registration/)
  })

  it('reads student data "sold" as sold, and "adverts" as advertising: neither happens', () => {
    for (const question of [
      'is student info ever sold to other companies?',
      "Is the children's data ever sold on, or used for adverts?",
    ])
      expect(seen(ask(question))).toMatch(/do(es)? not sell/)
    // "Sold out" and a company sold are not the privacy rule.
    expect(ask('Are the places on your training sessions sold out?').kind).toBe('unknown')
    expect(ask('Has Assessa been sold to another company?').kind).toBe('unknown')
  })

  it('reads tools "locked" or "held back" on a plan as a paid-only feature: every plan has every feature', () => {
    for (const question of [
      'Are some tools locked on Advanced compared with Pro?',
      'On Advanced, are any tools held back for Pro users?',
    ])
      expect(seen(ask(question))).toContain('Every plan includes every feature')
  })

  it('reads progress followed "from reception to Y6" as multi-year tracking, which is in progress', () => {
    for (const question of [
      'Could I follow a pupil from reception all the way to Y6 with this?',
      "can i track one kid's progress from grade 2 until grade 5?",
    ])
      expect(seen(ask(question))).toContain('In progress')
  })

  it('answers whether the AI can be wrong with the terms: its output can be inaccurate, the teacher reviews it', () => {
    for (const question of [
      'can the AI make mistakes in the feedback?',
      'is it always right? can I trust the feedback it writes?',
      'what if the AI gets it wrong?',
    ])
      expect(seen(ask(question))).toContain('AI output can be incomplete, inaccurate or unsuitable')
    // "Is it right that…" checks a fact, and students' mistakes are no question about the AI.
    expect(seen(ask('is it right that the free plan has 15 requests?'))).toContain('15 requests per month')
    for (const question of [
      'is it normal that students make mistakes on their first try?',
      'does it show which students made mistakes?',
      'is it always reliable? what is your uptime?',
    ])
      expect(seen(ask(question))).not.toContain('AI output can be incomplete')
  })

  it("answers whether an activity's scores are lost when it closes: they remain", () => {
    for (const question of [
      'i suppose the marks get wiped when the quiz closes?',
      'will the results still be there after the activity is over?',
      "can I still view last term's results once the quiz has closed?",
    ])
      expect(seen(ask(question))).toMatch(/(scores and (activity )?metadata|metadata and scores) remain/i)
    // Results turned into feedback by themselves when a quiz closes are the planned instant assessments.
    expect(seen(ask('when the quiz closes, does it automatically write feedback from the results?'))).toContain(
      'Planned',
    )
  })

  it('answers students without a device, however the message puts it, with the advice for them', () => {
    for (const question of [
      'two of my pupils have no phone, how do they join the quiz?',
      'there are only 10 tablets for 25 students, what do you suggest?',
      'not all of my kids own a smartphone, is that an issue for the QR codes?',
    ])
      expect(seen(ask(question))).toContain('Pair students who have no device with a partner')
    // Printing for them is another question, which the site does not answer.
    expect(ask('can i print the quiz on paper for pupils without a device?').kind).toBe('unknown')
  })

  it('answers whether changes asked in the chat use requests: every chat refinement does', () => {
    for (const question of [
      'do follow-ups in the chat count against my monthly requests?',
      'are tweaks in the chat deducted from my credits?',
      'does each refinement cost one request?',
      'if I ask the chat to rewrite the feedback, is that taken off my requests, or is it just the first generation?',
      // ("One more request", "an extra request": the same cost.)
      'If I ask in the chat to make the tone more gentle, does that count as one more request this month or not?',
      'asking in the chat to shorten it - does that count as an extra request?',
      // (Requests draining fast after many tweaks: the same question.)
      'my allowance is dropping quickly even though I mostly just tweak things in the chat - why?',
    ])
      expect(seen(ask(question))).toMatch(/chat refinement uses an AI request/i)
    // Asked with how many requests a plan has, the plan's figure comes first.
    const both = seen(ask('On Pro how many requests do I get, and do tweaks in the chat count against them?'))
    expect(both).toContain('1,500 requests per month')
    expect(both).toMatch(/chat refinement uses an AI request/i)
  })

  it('answers another question beside a rule about devices or chat refinements, and keeps the rules to their subject', () => {
    // The other question first, then the rule's answer.
    const price = seen(ask('How much does Pro cost? Half my class have no laptops'))
    expect(price).toContain('$9.7 per month')
    expect(price).toContain('Pair students who have no device')
    const rollover = seen(ask('Do unused requests roll over, and do refinements count against them?'))
    expect(rollover).toContain('do not carry over')
    expect(rollover).toMatch(/chat refinement uses an AI request/i)
    // Not the teacher's own device, nor another question about the students' devices.
    for (const question of [
      'Can I use Assessa in class without a laptop, just from my phone?',
      'Is it GDPR compliant for children who have no school devices and bring their own phones?',
    ])
      expect(seen(ask(question))).not.toContain('Pair students who have no device')
    // Not what a change of plan does to the requests used, nor requests that have run out.
    expect(
      seen(ask('If I upgrade mid-month, do the refinements I already made count against the new allowance?')),
    ).toContain('carries over proportionally')
    for (const question of [
      'What happens when my requests are used up? Can I still tweak my quizzes?',
      'My tweaks in the chat used up my quota, when does it reset?',
    ])
      expect(seen(ask(question))).toContain('If you reach your monthly limit')
    // Results seen before an activity closes, or by students, or after a lost password: no word on keeping them.
    for (const question of [
      "Can I see results before the quiz closes, while it's running live?",
      'I lost my password, can I still see my results?',
      'once the vote is over do students see the results?',
    ])
      expect(seen(ask(question))).not.toMatch(/scores (and (activity )?metadata )?remain|metadata and scores remain/i)
  })

  it('answers one assessment wanted in two languages with the tip: a version asked for in the chat', () => {
    for (const question of [
      "we're a bilingual school, can I get one quiz in both languages without making it twice?",
      'how do I give the same feedback in both English and Urdu?',
    ])
      expect(seen(ask(question))).toContain('ask in the chat for a version in the second language')
    // Which languages are supported is still the count.
    for (const question of [
      'I have students who speak two languages at home, do you support languages other than English?',
      'how many languages do you support?',
    ])
      expect(seen(ask(question))).toContain('25+ languages')
  })

  it('answers an account detail to be corrected after registration, however it is put: it cannot be changed', () => {
    for (const question of [
      'we set up the admin account with the wrong email address by mistake, I guess we can update it in settings later?',
      'if the school business manager registers with that generic mailbox, can the login details be amended afterwards?',
    ])
      expect(seen(ask(question))).toMatch(/cannot be (changed|updated) after registration/)
    expect(seen(ask('will you email me if the terms change in future?'))).not.toMatch(/cannot be (changed|updated)/)
  })

  it('keeps the registration and two-languages rules to their subject, beside other rules and questions', () => {
    const both = seen(ask('Half my class have no laptops. Also can I change my email later?'))
    expect(both).toContain('Pair students who have no device')
    expect(both).toMatch(/cannot be (changed|updated) after registration/)
    for (const question of [
      "Can I switch to Pro later? I'll sign up with my school email.",
      'If your terms change later, will you email my school address?',
      'I typed the wrong email in the contact form, can I correct it?',
    ])
      expect(seen(ask(question))).not.toMatch(/cannot be (changed|updated) after registration/)
    for (const question of [
      'Is it available in both Free and Pro plans?',
      'Can the results be exported in both CSV and Excel?',
    ])
      expect(seen(ask(question))).not.toContain('a version in the second language')
    expect(seen(ask('Can I use it in both Spanish and Catalan?'))).toContain('25+ languages')
  })

  it('answers whether AI feedback reaches students unchecked: the teacher decides, with no "No." to a question asked the other way', () => {
    for (const question of [
      'so the feedback the AI writes just gets sent to my students automatically?',
      'does the teacher get to check the AI comments before the kids see them?',
      'will the AI mark my year 10 essays instead of me?',
      "when my daughter's teacher uses this, does a human read the feedback or is it all the AI?",
    ]) {
      const reply = seen(ask(question))
      expect(reply).toContain('you decide whether it is accurate, fair and ready for a student to read')
      // The fixed question's "No." would answer "does the teacher check first?" wrongly.
      expect(reply).not.toMatch(/^(No|Yes)\b/)
    }
    // Not students' own work or scores, the site's feedback form, nor a push to another platform.
    for (const question of [
      'do the quiz results go straight to the students?',
      'when a student submits a PDF does it go straight to the teacher?',
      'Does Assessa export feedback straight to students in Google Classroom?',
    ])
      expect(seen(ask(question))).not.toContain('you decide whether it is accurate')
  })

  it('answers whether a vote shows who chose what: students vote without their names attached', () => {
    for (const question of [
      'if my class does the poll, will I know who voted for which answer?',
      'can the teacher see which pupil chose each option in a vote?',
      'is the voting actually anonymous or not really',
    ]) {
      const reply = seen(ask(question))
      expect(reply).toContain('without their names attached to their choice')
      expect(reply).not.toMatch(/^Yes\b/)
    }
    expect(seen(ask('can I see the results of a vote after it closes?'))).not.toContain('without their names attached')
  })

  it('answers whether students need accounts, also asked by a student: the QR code is all they need', () => {
    for (const question of [
      'do the kids need to sign up to do a quiz?',
      'will my pupils need their own passwords?',
      'are student logins required for the keyword collector?',
      'my teacher wants us to do a team project on assessa, do I need to make an account?',
    ]) {
      const reply = seen(ask(question))
      expect(reply).toContain('QR code')
      expect(reply).toContain('without creating an account')
    }
    // A teacher's own sign-up, an organisation's, and a plan's number of students are other questions.
    expect(seen(ask('how many students can I add to a class on Free?'))).toContain('20 students per class')
    expect(seen(ask('what does she need to set up an organisation account?'))).not.toContain(
      'without creating an account or remembering a password',
    )
    // Another question in the message, even a short one, is answered first.
    const both = seen(ask('How much is Pro? And do students need accounts?'))
    expect(both).toContain('$9.7 per month')
    expect(both).toContain('without creating an account')
  })

  it("answers how many goals to keep active with the advice, and a plan's goals with its limit", () => {
    for (const question of [
      'how many goals is it sensible to keep active at once?',
      'I have 10 goals on Advanced, is it fine to keep every one of them switched on?',
      'should I have all my goals active for the whole year?',
    ])
      expect(seen(ask(question))).toContain('no more than three goals active per class')
    expect(seen(ask('how many teaching goals can I have on the Advanced plan?'))).toContain('10 teaching goals')
    expect(seen(ask('How many active goals can I have on the Free plan?'))).toContain('2 teaching goals')
    // How often to check each active goal is a question of its own.
    expect(seen(ask('How often should I check progress on each active goal?'))).not.toContain('no more than three')
  })

  it('answers whether work is sent to an outside AI company with what goes to the AI model provider', () => {
    for (const question of [
      "does my students' work get sent off to another AI company?",
      "is the pupils' writing shipped off to an external AI firm?",
      'does the stuff I upload go into ChatGPT?',
    ])
      expect(seen(ask(question))).toContain('is sent to our AI model provider')
    // Feeding old work into the AI is training.
    expect(seen(ask('I want to feed my old reports into the AI, how many should I use?'))).not.toContain(
      'AI model provider',
    )
  })

  it('reads "do I get anything back" or "you keep the money" after a cancellation as a refund', () => {
    for (const question of [
      'if I cancel a week in, do I get anything back?',
      'if I cancel, do you just keep the money for the rest of the month?',
    ])
      expect(seen(ask(question))).toContain('are not refunded')
    // Keeping data after cancelling is about the data.
    expect(seen(ask('if I cancel will you keep my data?'))).not.toContain('are not refunded')
  })

  it('keeps scores after the files are deleted, and reads more ways of asking the cost of a chat change', () => {
    for (const question of [
      'when a quiz passes its due date are the scores gone?',
      'the PDFs are deleted after 30 days, are the marks deleted too?',
    ])
      expect(seen(ask(question))).toMatch(/scores (and (activity )?metadata )?remain|metadata and scores remain/i)
    for (const question of [
      'I bet asking it to reword a paragraph eats another one of my requests',
      'if I tweak the draft in the chat four times, does that come out of my monthly allowance each time?',
    ])
      expect(seen(ask(question))).toMatch(/chat refinement uses an AI request/i)
  })

  it('keeps the rules on feedback review, accounts, goals, votes and the AI provider to their subject', () => {
    const providerAnswer = 'is sent to our AI model provider'
    // Comparing with ChatGPT, and this website chat's messages, are other questions.
    for (const question of [
      'Is it better than going to ChatGPT directly?',
      'We were going to ChatGPT for report comments before; can Assessa write them?',
      'Do my messages in this chat go to OpenAI?',
    ])
      expect(seen(ask(question))).not.toContain(providerAnswer)
    for (const question of ['Do you send student data to OpenAI?', "Is my child's writing being fed into ChatGPT?"])
      expect(seen(ask(question))).toContain(providerAnswer)
    // Quizzes that mark themselves, peer comments, a student's own comments: not the AI drafts.
    const draftsAnswer = 'you decide whether it is accurate'
    for (const question of [
      'Does the AI mark the quizzes automatically?',
      'Does the teacher check the peer assessment comments before students see them?',
      'Does my teacher read the comments I write?',
    ])
      expect(seen(ask(question))).not.toContain(draftsAnswer)
    for (const question of [
      'Can I check the AI feedback before my students see it?',
      'Is the feedback reviewed by the teacher, or does it go straight out?',
      "I'm a parent. Does my child's teacher check the AI feedback, or is it automatic?",
    ])
      expect(seen(ask(question))).toContain(draftsAnswer)
    // An adult's account is not a student's: no "No." from the students' rule.
    for (const question of [
      'My teaching assistant helps in class. Does she need an account?',
      'We have a shared login for the department. Do they need individual logins?',
      'Does the teacher or do the students need an account?',
    ])
      expect(seen(ask(question))).not.toMatch(/^No\. Students/)
    expect(seen(ask('Do I need to create accounts for all my students?'))).toMatch(/^No\. Students .*QR code/)
    // A named plan's goals, and goals whose unit is over, are other questions.
    expect(
      seen(ask("I teach 4 classes with 3 goals active each, is that ok on the Advanced plan's 10 goals?")),
    ).toContain('10 teaching goals')
    expect(seen(ask('Should I keep all my goals active once the unit is over?'))).toContain('set met goals to inactive')
    // "Voted" is a vote; the results, or how many options, are other questions.
    for (const question of ['Can I see who voted?', 'Are votes tied to student names anywhere?'])
      expect(seen(ask(question))).toContain('without their names attached')
    for (const question of [
      'How do I see the vote results, and can I see who voted?',
      'In the poll, can I see which ones got the most votes?',
    ])
      expect(seen(ask(question))).not.toMatch(/^Students vote without their names/)
    // What followed the fixed answer's "Yes," is not left leaning on it.
    expect(seen(ask('can my teacher see what I picked in the vote?'))).not.toMatch(/^That is/)
    // A bare "Thoughts?" beside a rule asks for its advice, not for a search of its own.
    expect(seen(ask("A few of mine don't have phones. Thoughts?"))).toMatch(/^Plan for it from the start/)
    // A newsletter, a cancelled quiz, a rating, an account deleted: not a refund, a refinement or scores kept.
    expect(seen(ask('If I unsubscribe from the newsletter do I get anything back?'))).not.toContain('not refunded')
    expect(seen(ask('If I cancel a quiz by mistake, can I get it back?'))).not.toContain('not refunded')
    expect(seen(ask('Does rating a draft in the chat eat one more request?'))).not.toMatch(
      /chat refinement uses an AI request/i,
    )
    expect(seen(ask('When I delete my account, are the files and scores deleted too?'))).not.toMatch(
      /^(Scores and activity metadata remain|Metadata and scores remain)/,
    )
  })

  it('keeps the rules off adults, plan choices, editing before a lesson and results (a second review)', () => {
    // A teacher or another adult needs an account: no "No. Students…".
    for (const question of [
      'Our head teacher wants us to try Assessa. Do I need to create an account?',
      'My teacher friend recommended Assessa, do I need to make an account to try it?',
      'My wife is a primary teacher, does she need an account?',
    ])
      expect(seen(ask(question))).not.toMatch(/^No\. Students/)
    // Which plan, or a plan's goals, comes before the advice on active goals.
    expect(seen(ask('I teach 6 classes with 3 goals each active, which plan is best?'))).toContain('Pro')
    expect(seen(ask('How many goals do I get on Pro? Is that too many to keep active?'))).toContain('50 teaching goals')
    // Editing before a lesson, a teacher reviewing an essay, signing up, checking out: not the AI-drafts answer.
    const draftsAnswer = 'you decide whether it is accurate'
    for (const question of [
      'Can I edit the generated assessment before the lesson starts?',
      'Will my teacher review my essay before the deadline?',
      'Can I use AI generation for free until I sign up for Pro?',
      'Can I try the AI feedback before I check out?',
    ])
      expect(seen(ask(question))).not.toContain(draftsAnswer)
    for (const question of [
      'Can I edit the AI-generated feedback before my students see it?',
      "Can I stop the feedback going to students until I've reviewed it?",
    ])
      expect(seen(ask(question))).toContain(draftsAnswer)
    // Decisions the AI would take about students on its own: the privacy policy says it takes none.
    expect(
      seen(ask('Does the AI make decisions about students on its own, like grades, without the teacher checking?')),
    ).toContain("without a teacher's involvement")
    // Who won a vote is its result; a project passed on, a newsletter: not the provider or a refund.
    expect(seen(ask('How do I show the class who won the vote?'))).not.toContain('without their names attached')
    expect(seen(ask('Is the project passed on to the next teacher?'))).not.toContain('AI model provider')
    expect(seen(ask('I cancelled my newsletter, do I get anything back?'))).not.toContain('not refunded')
    // A second question after ", and who…" is answered too.
    const both = seen(ask('Do students need to register, and who can see what they submit?'))
    expect(both).toContain('can access submitted files')
    expect(both).toContain('without creating an account')
  })

  it('reads requests that "pass to" the next month as unused requests carried over', () => {
    for (const question of [
      'hardly used any requests in march, do they roll into april?',
      'the requests we dont use in march, they pass to april?',
      'the requests i have not used, do they pass to the next month?',
    ])
      expect(seen(ask(question))).toContain('do not carry over')
  })

  it('reads "from how much to how much?" beside a rating as its scale, not a price', () => {
    const reply = seen(ask('after I finish the assessment, I can rate it? from how much to how much?'))
    expect(reply).toMatch(/from 1 to 5 stars/)
    expect(reply).not.toContain('$')
    // Of the plans, it still asks their prices.
    expect(seen(ask('Your plans go from how much to how much per month?'))).toContain('$9.7 per month')
  })

  it("reads asking to see someone's data as a rights request", () => {
    const reply = seen(
      ask('a dad asked to see the information on his daughter. what is the longest you can take to reply?'),
    )
    expect(reply).toContain('60 days')
    expect(reply).not.toContain('Backups')
  })

  it('reads going "from Advanced up to Pro" as an upgrade, not a question about the amounts', () => {
    expect(seen(ask('going from Advanced up to Pro with 120 requests already gone, is it a clean slate?'))).toContain(
      'carries over proportionally',
    )
    // Asked for the amounts, the amounts are still given, also "does Advanced go up to 150?".
    expect(seen(ask('how many requests does Pro give me?'))).toContain('1,500 requests per month')
    expect(seen(ask("I've used all 15 requests already. Does Advanced go up to 150?"))).toContain(
      '150 requests per month',
    )
  })

  it('reads "the word limit x100" as asking for the rule that links characters to words', () => {
    for (const question of [
      'is the character cap the word cap multiplied by 100?',
      'so training characters = words times 100?',
    ]) {
      const reply = seen(ask(question))
      expect(reply).toContain('100 per allowed word')
      expect(reply).not.toContain('by plan')
    }
    // "Multiple documents" multiplies nothing: the plan's amount.
    expect(seen(ask('How many characters can I use across multiple training documents on Advanced?'))).toContain(
      '5,000,000 characters',
    )
  })

  it('reads "write my weekly plans" as AI lesson planning, which is coming soon', () => {
    for (const question of ['could it write my weekly maths plans?', 'can assessa do my daily plans for me'])
      expect(seen(ask(question))).toContain('Coming soon')
    // Weekly payment plans are billing.
    expect(seen(ask('Do you do weekly payment plans or only monthly?'))).toContain('billed monthly')
  })
})

describe('the index follows the content', () => {
  it('is built once per content version and rebuilt when the content changes', () => {
    const first = knowledgeFor(seed.content)
    expect(knowledgeFor(seed.content)).toBe(first)
    // A revalidated fetch returns a new object (the cache stores JSON): same content, same index.
    expect(knowledgeFor(structuredClone(seed.content))).toBe(first)
    const changed = structuredClone(seed.content)
    changed.plans = changed.plans.map((plan) => (plan.planType === 'pro' ? { ...plan, price: 12.5 } : plan))
    const rebuilt = knowledgeFor(changed)
    expect(rebuilt).not.toBe(first)
    expect(rebuilt.version).not.toBe(first.version)
    expect(seen(answerMessage(rebuilt, { message: 'what does Pro cost?' }))).toContain('$12.5 per month')
  })

  it('gives every passage a page path and a title', () => {
    const paths = new Set(seed.knowledge.passages.map((passage) => passage.url))
    for (const passage of seed.knowledge.passages) {
      expect(passage.url).toMatch(/^\/[a-z0-9/-]*$/)
      expect(passage.title).toBeTruthy()
      expect(passage.text.trim()).toBeTruthy()
    }
    for (const path of [
      '/pricing',
      '/faq',
      '/faq/student-activities',
      '/best-practice/step4',
      '/blog/formative-assessment',
      '/privacy-policy',
      '/terms-of-service',
      '/dpa',
    ]) {
      expect(paths).toContain(path)
    }
    // One passage per plan and per limit kind.
    expect(seed.knowledge.byId.get('plan:free:classes')?.text).toBe('The Free plan includes 1 class.')
  })
})

describe('what a fresh reviewer asked (6 Dec)', () => {
  it('reads "more than 20 kids" as needing room for 21, and says so', () => {
    const reply = seen(ask('cheapest plan that lets me have more than 20 kids in one class?'))
    expect(reply).toContain('For more than 20 students per class, the cheapest plan with room is Advanced')
    expect(seen(ask('which plan do I need for over 5 classes?'))).toContain('the cheapest plan with room is Pro')
    // Exactly the amount still fits the plan that has it.
    expect(seen(ask('cheapest plan for 5 classes?'))).toContain('the cheapest plan with room is Advanced')
  })

  it('reads "the 8 types of assessment" as the eight forms, not Step 8', () => {
    for (const question of ['what are the 8 types of assessment it can make', 'list the 8 kinds of assessment pls'])
      expect(seen(ask(question))).toContain('Assessa works with eight assessment forms')
    // A year group's forms are classes, and a step is a step.
    expect(normalize('my year 7 forms')).toBe('my year 7 forms')
  })

  it('reads "shd", "wld" and "cld" as should, would and could', () => {
    expect(seen(ask('how many teaching goals shd i keep going for one class?'))).toContain(
      'no more than three goals active per class',
    )
  })

  it('answers cancelling "anytime", "whenever we like" or being "locked in" with when a cancellation takes effect', () => {
    for (const question of [
      'can I cancel anytime?',
      'can I cancel whenever I want?',
      'am I locked in?',
      'is there a minimum contract?',
      'can I cancel anytime or am I locked in?',
    ]) {
      const reply = seen(ask(question))
      expect(reply).toContain('A cancellation takes effect at the end of the current billing period')
      expect(reply).not.toContain('frozen')
    }
  })
})

describe('how a visitor asks for a plain definition (6 Dec, second review)', () => {
  it('answers "in plain terms", "define" and "explain" with what formative assessment is, not the Terms of Service', () => {
    for (const question of [
      'What is formative assessment, in plain terms?',
      'what is formative assessment in simple words',
      'define formative assessment',
      'explain formative assessment plainly',
      'whats the meaning of formative assessment',
    ]) {
      const reply = seen(ask(question))
      expect(reply, question).toMatch(/^Formative assessment (is|means)/)
      expect(reply, question).not.toContain('Terms of Service')
    }
  })

  it('answers what the product does "for a teacher", after a lead-up and "in plain terms", with what it is', () => {
    const reply = seen(
      ask('A colleague mentioned Assessa in the staffroom. In plain terms, what does it actually do for a teacher?'),
    )
    expect(reply).toContain('Assessa is an AI platform for teachers')
    expect(reply).not.toContain('Not permitted for school teachers')
  })

  it('answers features "locked behind" the paid plans or a paywall with every plan having every feature', () => {
    for (const question of [
      'are there features locked behind the paid plans?',
      'are there features locked behind a paywall?',
    ])
      expect(seen(ask(question)), question).toContain('Every plan includes every feature')
  })
})

describe("how students join, a limit reached and being locked in, in a reviewer's words (6 Dec)", () => {
  it('answers "do I need to give them a link?" about joining an activity with how students join', () => {
    const reply = seen(ask('How do the kids get into an activity – do I need to give them a link?'))
    expect(reply).toContain('Students need no accounts to join Assessa activities')
    expect(seen(ask('is there a join code for activities?'))).toContain('Every activity comes with a QR code')
  })

  it('answers adding "the 21st kid" or a second class with what happens at a limit, not "don\'t know"', () => {
    for (const question of [
      'what happens when I add the 21st kid?',
      'what happens when I create my 2nd class on free?',
    ])
      expect(seen(ask(question)), question).toMatch(/clear message (naming|that names) the limit/)
  })

  it('answers being "locked into a contract" with when a cancellation takes effect, not a frozen price', () => {
    const reply = seen(ask('are we locked into a contract with you?'))
    expect(reply).toContain('A cancellation takes effect at the end of the current billing period')
    expect(reply).not.toContain('frozen')
  })
})

describe('how a tired teacher puts it (6 Dec, second review)', () => {
  it('answers "transitions are a nightmare" with the site\'s advice on transitions, not "don\'t know"', () => {
    const reply = seen(ask('transitions between activities are a nightmare with my Year 10s, what can I do'))
    expect(reply).toMatch(/transition/i)
    expect(reply).not.toContain('I’d rather not guess')
  })

  it('reads "I\'ll need" as "I will need", not the word "ill"', () => {
    expect(tokenize("how many requests I'll need")).not.toContain('ill')
    const reply = seen(ask("How do I work out how many requests I'll need each month?"))
    expect(reply).toContain('150 requests per month')
  })

  it('answers feedback that should "sound like me and not a robot" with training the AI on your own examples', () => {
    const reply = seen(ask('how do I make AI feedback sound like me and not a robot'))
    expect(reply).toMatch(/your tone|your own/)
    expect(reply).not.toContain('I’d rather not guess')
  })
})

describe('"how do I stop that" after a classroom problem (6 Dec, second review)', () => {
  it('answers group members who "chill" or "slack off" with making everyone contribute, not managing a subscription', () => {
    for (const question of [
      'one kid always does all the work in group projects while the others chill. how do i stop that',
      'some students slack off in groups',
    ]) {
      const reply = seen(ask(question))
      expect(reply, question).toContain('everyone contributes')
      expect(reply, question).not.toContain('Manage subscription')
    }
  })

  it('keeps "how do I stop them" about students away from the subscription, and "how do I end my plan" on it', () => {
    expect(seen(ask('my students chat during quizzes, how do I stop them'))).not.toContain('Manage subscription')
    expect(seen(ask('how do i end my plan'))).toContain('Manage subscription')
  })
})

describe('characters in the website chat (6 Dec, second review)', () => {
  it('answers how many characters a chat message may have with the 500-character limit, not the training allowance', () => {
    const reply = seen(ask('how many characters can I type in the chat box?'))
    expect(reply).toContain('500 characters')
    expect(reply).not.toContain('training documents')
    // Characters of a training document are still the plan's allowance.
    expect(seen(ask('how many characters can my training document have on free?'))).toContain('1,000,000 characters')
  })
})

describe('e-mailing the team for something (6 Dec, second review)', () => {
  it('answers "can I email you to delete my account?" with how deletion is requested, not only the address', () => {
    const reply = seen(ask('can I just email you to delete my account?'))
    expect(reply).toContain('To delete your account, send a request by e-mail')
    expect(seen(ask('can I email you to cancel my subscription?'))).toContain('Manage subscription')
    // Asking only how to reach the team still gets the address.
    expect(seen(ask('can I email you?'))).toContain('You can reach the Assessa team by e-mail')
  })
})

describe('a reply that says a thing once (6 Dec, second review)', () => {
  it('does not follow "Every plan includes every feature." with the feature list\'s "Every feature included"', () => {
    const reply = seen(ask('are there features locked behind the paid plans?'))
    expect(reply).toContain('Every plan includes every feature.')
    expect(reply).not.toContain('Every feature included')
  })
})

describe('round 47: SENCOs, IT managers, tutors and search-box fragments (6 Dec, fifteenth session)', () => {
  it('answers stopping a renewal with where a subscription is cancelled, and "auto" does not find the roadmap', () => {
    for (const question of ['how can I turn off auto-renewal?', 'how do I stop my plan renewing?']) {
      const reply = seen(ask(question))
      expect(reply, question).toMatch(/Manage subscription|cancellation takes effect/)
      expect(reply, question).not.toContain('roadmap')
    }
  })

  it('answers who owns uploaded material from the terms on content rights, not with the founder; who owns Assessa with the founder', () => {
    const reply = seen(ask('who owns the lesson materials we upload and make on the platform?'))
    expect(reply).toContain('rights')
    expect(reply).not.toContain('Founder')
    expect(seen(ask('who owns assessa?'))).toContain('Founder')
  })

  it('answers whether card details are kept, also "when I pay", with the payment provider holding them', () => {
    for (const question of [
      'will you keep our card details when we pay for a subscription?',
      'is my card number kept on your servers?',
    ])
      expect(seen(ask(question)), question).toContain('not stored in Assessa')
  })

  it('answers doing an activity after its date has passed with its expiry', () => {
    expect(seen(ask('a pupil was off sick, can she still do the quiz once the date has passed?'))).toContain(
      'can no longer take part',
    )
  })

  it('answers "can they join without logging in?" without the "No." that answers "do they need accounts?"', () => {
    const reply = seen(ask('can my class take part without logging in?'))
    expect(reply).toContain('without creating an account')
    expect(reply).not.toMatch(/^No\b/)
    expect(seen(ask('do we need to set up pupil logins for the quizzes?'))).toMatch(/^No\./)
  })

  it('reads children or adults put into one class as students per class, not a number of classes', () => {
    const adults = seen(
      ask('about 30 adults come to my evening class. Could the free plan fit all of them in the one class?'),
    )
    expect(adults).toContain('20 students per class')
    expect(adults).not.toMatch(/^Yes\b/)
    expect(seen(ask('There are 26 children in my class. Can the free plan take the whole class?'))).toContain(
      '20 students per class',
    )
    // "Adult classes" are still classes.
    expect(seen(ask('I teach 3 adult evening classes of 12 adults each, which plan do I need?'))).toContain(
      'For 3 classes and 12 students per class',
    )
  })

  it('answers recording a pupil’s health condition with the special categories, and a diagnosis typed into this chat with the chat rule', () => {
    expect(seen(ask('can I note a student’s epilepsy in assessa?'))).toContain(
      'not designed to process special categories of personal data',
    )
    expect(seen(ask('may I type a child’s medical diagnosis into this chat window to get advice?'))).toContain(
      'do not include personal data about students',
    )
  })

  it('answers how many goals to have "on the go" with the advice on active goals', () => {
    expect(seen(ask('should a class have lots of goals on the go?'))).toContain('no more than three goals active')
  })

  it('answers where teachers sign in: in the application, not on this website; students still join by QR code', () => {
    for (const question of ['is the teacher login on this website or somewhere else?', 'where do our staff log in?'])
      expect(seen(ask(question)), question).toContain('take place in the Assessa application, not on this website')
    expect(seen(ask('how do pupils log in to a quiz?'))).toContain('QR code')
  })

  it('reads "w" as "with" and "to Excel" as Microsoft’s product: neither is on the site, so "don’t know"', () => {
    expect(ask('does it integrate w google classroom').kind).toBe('unknown')
    expect(ask('can I download the scores into excel').kind).toBe('unknown')
    // "Excel" the verb is no product.
    expect(ask('how do I help quiet students excel in class discussion?').kind).not.toBe('unknown')
  })

  it('answers planning for strugglers and high flyers with one goal, support and extension', () => {
    for (const question of [
      'my class has 6 strugglers and 4 high flyers, how do I plan for all of them?',
      'my set ranges from kids who can barely read to kids who are years ahead. how do I plan?',
    ])
      expect(seen(ask(question)), question).toContain('with support for students who need it and extension')
  })

  it('quotes a forbidden use with the words that forbid it, not as an instruction', () => {
    const reply = seen(ask('may our head of year decide sets solely on what Assessa outputs?'))
    expect(reply).toContain('you must not: use Assessa, or its outputs, to make decisions about students')
    expect(seen(ask('can I upload copyrighted material?'))).toMatch(/must not: upload material/)
  })

  it('answers how to check a generated assessment is clear enough with answering it as a struggling student would', () => {
    expect(seen(ask('how do I check a generated assessment is clear enough before I hand it out?'))).toContain(
      'as a struggling student would',
    )
  })

  it('answers how a pupil who will not speak can take part with the quieter students’ activities', () => {
    expect(seen(ask('which activity works for a pupil who won’t speak in class?'))).toMatch(/quieter students/i)
  })

  it('answers whether generation works with nothing uploaded: it does, in a more general tone', () => {
    expect(seen(ask('I don’t want to upload anything, will it still work?'))).toContain(
      'Without training, generation still works',
    )
  })

  it('answers which e-mail a school’s administrator registers with: one that appears on its website', () => {
    expect(seen(ask('what kind of email does our school admin need to sign up with?'))).toMatch(
      /e-mail address that appears on that (official )?website/i,
    )
  })
})

describe('a blind reviewer’s wrong answers on 240 fresh messages (6 Dec, fifteenth session)', () => {
  it('answers whether pupils must sign up with an e-mail for quizzes with the QR code, not the monthly activities', () => {
    expect(seen(ask('my pupils are 9, will they have to sign up with an email for the quizzes?'))).toContain(
      'without creating an account',
    )
  })

  it('reads "what counts as formative assessment" as what it is, not what counts against a plan', () => {
    const reply = seen(ask('what counts as formative assessment?'))
    expect(reply).toContain('Formative assessment is any check on learning')
    expect(reply).not.toContain('requests per month')
  })

  it('answers how many empty lines go between training examples with the three blank lines, not the word allowance', () => {
    const reply = seen(ask('how many empty lines between each example in the training file?'))
    expect(reply).toContain('three blank lines')
    expect(reply).not.toContain('words of training documents')
  })

  it('answers giving a colleague one’s password with the terms on not sharing an account', () => {
    expect(seen(ask('can I just give my teaching assistant my login so she can help?'))).toContain(
      'do not share your account with anyone else',
    )
  })

  it('answers a private tutor asking about the individual account with what it is for, not the school FAQ’s "No."', () => {
    for (const question of [
      'I’m a private maths tutor. Can I use an individual account?',
      'as a home tutor, can I use an individual account?',
    ]) {
      const reply = seen(ask(question))
      expect(reply, question).toContain('personal, unofficial and independent use')
      expect(reply, question).not.toMatch(/^No\b/)
    }
    expect(seen(ask('can I use an individual account at school?'))).toMatch(/^No\./)
  })

  it('answers "which activities can students do?" with the activity types, not phones in class', () => {
    const reply = seen(ask('which activities can my class do?'))
    expect(reply).toContain('five activity types')
    expect(reply).not.toContain('routine matters more than the technology')
  })
})

describe('two questions in one message, and files after an activity (6 Dec, sixteenth session)', () => {
  it('answers both of two questions a comma joins when different passages answer them', () => {
    const reply = seen(
      ask('My daughter hands her coursework in as a file. Who can see it, and does it get deleted eventually?'),
    )
    expect(reply).toMatch(/Only you(, as the teacher,)? and the students can access submitted files/)
    expect(reply).toContain('deleted 30 days after')
  })

  it('answers a second question asked as a sentence of its own ("…? And …?")', () => {
    const reply = seen(ask('Who is allowed to look at the files my class submits? And are they deleted at some point?'))
    expect(reply).toMatch(/Only you(, as the teacher,)? and the students can access submitted files/)
    expect(reply).toMatch(/delet/i)
  })

  it('answers a plan’s price asked in one sentence and cancelling in the next: both, not the announced price rise', () => {
    const reply = seen(ask('What does the Pro plan cost? Can I cancel whenever I like?'))
    expect(reply).toContain('$9.7 per month')
    expect(reply).toContain('end of the current billing period')
    expect(reply).not.toContain('price increase')
  })

  it('answers the second question from its own message, not from the conversation before it', () => {
    const [, reply] = converse(
      'What does the Advanced plan cost? Can I cancel whenever I like?',
      'Who can open the files my class hands in? And are they deleted at some point?',
    )
    expect(reply).toMatch(/Only you(, as the teacher,)? and the students can access submitted files/)
    expect(reply).not.toMatch(/subscriptions? (are|is) cancelled/i)
  })

  it('does not answer the second question twice when the first answer already states it', () => {
    const reply = seen(ask("What do quizzes look like, and what happens when students don't have accounts?"))
    expect(reply.match(/without creating an account/g)).toHaveLength(1)
  })

  it('reads students "logging in" as signing in, not as the server logs kept for 90 days', () => {
    const reply = seen(ask('and what about the students logging in?'))
    expect(reply).toMatch(/QR code/)
    expect(reply).not.toContain('Logs:')
  })

  it('answers what happens to uploaded files after an activity closes: deleted 30 days after it expires', () => {
    for (const question of [
      'what happens to the uploaded files once the activity closes?',
      'after a team project has closed, are the pdfs kept?',
    ]) {
      expect(seen(ask(question)), question).toMatch(/deleted 30 days after (the activity expires|expiry)/)
    }
  })
})

describe('advice quoted under its name (7 Dec, seventeenth session)', () => {
  it('names the article’s strategy it quotes, as the article does', () => {
    const reply = seen(ask('What is the trick for getting a class settled at the start of a lesson?'))
    expect(reply).toContain('A do-now task waiting at the door: Have a short task on the board')
  })

  it('names the strategy before its tip when only the tip is quoted', () => {
    const reply = seen(ask('Should the starter I put on the board be the same format every lesson?'))
    expect(reply).toMatch(/^A do-now task waiting at the door\. Tip: Keep the do-now format identical/)
  })

  it('gives the name no room of the quote’s own: the sentences quoted without it are all still there', () => {
    const reply = seen(
      // (Not a question about pupils' names: the rule on names in training documents answers those.)
      ask('Why should I take personal details out of my training documents?'),
    )
    expect(reply).toContain('Remove personal data before uploading: ')
    expect(reply).toContain('This keeps the training focused on your style')
  })

  it('names a tutorial pro tip too', () => {
    const reply = seen(ask('how do I separate one assessment from the next inside a training document?'))
    expect(reply).toContain('Keep three blank lines between assessments: ')
  })

  it('does not name it again when "tell me more" goes on in the same strategy', () => {
    const [first, more] = converse('what can I have ready on the board for when my class walks in?', 'tell me more')
    expect(first).toContain('A do-now task waiting at the door')
    expect(more).not.toContain('A do-now task waiting at the door')
  })
})

describe('what students hand in is kept as a submission (7 Dec, seventeenth session)', () => {
  it.each(['How long are files students upload kept?', 'How long are the files my pupils upload kept for?'])(
    'answers "%s" with the submissions’ rule, not the account data’s',
    (question) => {
      const reply = seen(ask(question))
      expect(reply).toContain('deleted 30 days after the activity expires')
      expect(reply).not.toContain('kept as part of the account data')
    },
  )

  it('still answers the photos a teacher uploads with the account data', () => {
    expect(seen(ask('how long do you keep the photos I upload?'))).toContain('kept as part of the account data')
  })

  it('leaves questions about who may open the submissions to the rule on access', () => {
    expect(seen(ask('who can see the files my students upload to an activity?'))).toMatch(
      /Only you(, as the teacher,)? and the students can access submitted files/,
    )
  })
})

describe('named advice quoted with its tip (7 Dec, eighteenth session)', () => {
  it('adds the strategy’s tip after the sentences it quoted, when the tip speaks to the question', () => {
    const reply = seen(ask('When in the year is a good time to look over my teaching goals?'))
    expect(reply).toMatch(
      /^Review goals on a fixed cycle: Choose a natural review point.*\. Tip: Hold the review on the same day you plan the next unit/,
    )
  })

  it('keeps every sentence it quoted before', () => {
    const reply = seen(ask('How many levels of challenge should a tiered task have?'))
    expect(reply).toMatch(
      /^Tiered tasks towards a shared goal: Design the same task at two or three levels of challenge\. Every tier addresses the same concept.*\. Tip: Open each tiered task with a common first question/,
    )
  })

  it('leaves the tip out when it shares no word with the question', () => {
    const reply = seen(ask('what is a myth-buster quiz?'))
    expect(reply).toContain('Open with a timed myth-buster quiz: Start a new topic with five true/false statements')
    expect(reply).not.toContain('Tip:')
  })
})

describe('subjects a fresh round of visitors asked in new shapes (7 Dec, nineteenth session)', () => {
  it('answers whether health details may be recorded with the data processing agreement’s rule', () => {
    const reply = seen(
      ask(
        'Our nurse keeps a list of which children have asthma. Can I type those medical details in alongside my feedback?',
      ),
    )
    expect(reply).toContain('not designed to process special categories of personal data')
  })

  it('answers a last question that points back at what the message described with the rule alone', () => {
    const reply = seen(ask('Quite a few of my pupils have no phone. How should I run the QR activities with them?'))
    expect(reply).toMatch(/^Plan for it from the start\./)
    expect(reply).not.toContain('five activity types')
  })

  it('leaves a diagnostic quiz alone', () => {
    expect(seen(ask('How do I write a good diagnostic question for fractions?'))).not.toContain('special categories')
  })

  it('tells a teacher that students who missed the due date can no longer take part', () => {
    const reply = seen(ask('Three boys were on a school trip when the quiz closed. Can they still answer it now?'))
    expect(reply).toContain('students can no longer take part')
  })

  it('still answers how long handed-in files are kept after the due date with the files’ rule', () => {
    const reply = seen(ask('how long are the PDFs kept after the due date?'))
    expect(reply).toContain('30 days')
    expect(reply).not.toMatch(/^The activity expires after its due date, and students can no longer take part\.$/)
  })

  it('tells a teacher that scores outlive an activity that has closed', () => {
    const reply = seen(
      ask('After the spelling quiz has closed, will I still be able to see the scores at parents’ evening?'),
    )
    expect(reply).toContain('Scores and activity metadata remain after an activity expires')
  })

  it('says what an individual account is for when a tutor asks about private pupils', () => {
    const reply = seen(
      ask(
        'I also coach a few kids privately at weekends, nothing to do with my school. Could I set up a personal account for that?',
      ),
    )
    expect(reply).toContain('private tutoring')
    expect(reply).not.toContain('forbidden for school teachers')
  })

  it('quotes the advice on pupils’ names in training documents, with what to put instead', () => {
    const reply = seen(
      ask('The essays I want to use to train it still have every pupil’s name on them. What should I do?'),
    )
    expect(reply).toContain('Replace them with neutral wording such as “the student” before you upload.')
  })

  it('tells a teacher to keep faces out of the photos they add as context', () => {
    const reply = seen(
      ask('Before I snap the class display for context, is there anything that shouldn’t be in the picture?'),
    )
    expect(reply).toContain('Leave student names and faces out of the frame.')
  })

  it('leaves a photo’s size to the upload rule', () => {
    expect(seen(ask('How big can a photo be?'))).not.toContain('faces out of the frame')
  })

  it('reads “from Pro back down to Advanced” as a move to a smaller plan', () => {
    const reply = seen(
      ask('If I go from Pro back down to Advanced next week, do I lose the extra classes straight away?'),
    )
    expect(reply).toContain('until the end of the billing period')
  })

  it('answers whether a change asked in the chat counts as “one of my goes”', () => {
    const reply = seen(ask('If I ask it in the chat to redo the questions, does that count as one of my goes?'))
    expect(reply).toContain('chat refinement uses an AI request')
  })
})

describe('a class settling as it arrives, a child’s age, and a rule’s own subject (7 Dec, nineteenth session)', () => {
  it('answers a chaotic start to lessons with the do-now task, whatever the message asks about it', () => {
    const reply = seen(
      ask('My Year 10s arrive from the field at different times and the first ten minutes are lost. Any tips?'),
    )
    expect(reply).toMatch(/^A do-now task waiting at the door: /)
    expect(reply).toContain('three recall questions')
  })

  it('does not answer a question that only restates the rule’s subject before the rule', () => {
    const reply = seen(
      ask(
        'Half my group trickle in late and the first ten minutes are chaos. What do you suggest for the start of class?',
      ),
    )
    expect(reply).toMatch(/^A do-now task waiting at the door: /)
  })

  it('does not answer first a question the rule’s own passage speaks to more than the other answer', () => {
    const reply = seen(
      ask(
        'I teach Year 8 and the first few minutes of each lesson are chaos while I take the register. What can I have ready so they get working without me saying anything?',
      ),
    )
    expect(reply).toMatch(/^A do-now task waiting at the door: /)
  })

  it('reads a group’s age in brackets as asking the minimum age', () => {
    const reply = seen(
      ask('Two helpers at my homework club (they’re 11) would like logins of their own. Are they allowed?'),
    )
    expect(reply).toContain('at least 13 years old')
  })
})

describe('who is asking, before the question (7 Dec, twentieth session)', () => {
  it('does not let the role a visitor introduces themselves with choose the passage', () => {
    // "manager" would otherwise find the privacy policy's "to manage subscriptions".
    const reply = seen(ask('Office manager here: how do you manage encryption of personal data?'))
    expect(reply).toContain('Encryption of personal data in transit')
  })

  it('still answers the words around “here” when they are the question', () => {
    const reply = seen(ask('Is anyone here able to tell me what the Pro plan costs?'))
    expect(reply).toContain('$9.7 per month')
  })
})

describe('the plan in the middle (7 Dec, twentieth session)', () => {
  it('reads the plan that sits in the middle as the middle plan, not the one named beside it', () => {
    const reply = seen(
      ask(
        'Our bursar asked about the option that sits in the middle, between the free one and the top one. What does it cost each month?',
      ),
    )
    expect(reply).toContain('The Advanced plan costs $4.7 per month')
  })
})

describe('an upgrade’s requests (7 Dec, twentieth session)', () => {
  it('answers whether an upgrade starts the requests again with the share that carries over', () => {
    const reply = seen(
      ask(
        'My colleague has almost used up her Advanced requests. If we move her up to Pro this week, does she start again at zero?',
      ),
    )
    expect(reply).toContain('carries over proportionally')
  })

  it('still answers what an upgrade gives when it does not ask about requests used', () => {
    expect(seen(ask('If I upgrade to Pro, how many classes can I have?'))).toContain('The Pro plan includes 50 classes')
  })
})

describe('a message cut off, a usage forecast, what an article says (7 Dec, twentieth session)', () => {
  it('answers a message the chat box keeps cutting off with the length a message may have', () => {
    const reply = seen(ask('Why won’t this chat window let me paste all my notes? It keeps stopping me halfway'))
    expect(reply).toContain('messages are limited to 500 characters')
  })

  it('reads a forecast of requests as a question about the service, not the weather', () => {
    const reply = seen(ask('Budget forecast question: does each refinement in the chat count as a request?'))
    expect(reply).toContain('uses an AI request')
    expect(seen(ask('What’s the weather forecast for Friday?'))).toContain('I can only help with questions about')
  })

  it('answers how many goals an article says to keep active with its advice, not the plans’ numbers', () => {
    const reply = seen(ask('How many goals does your blog post say to have active for each class?'))
    expect(reply).toContain('no more than three goals active')
  })
})

describe('a quote that points back (7 Dec, twentieth session)', () => {
  it('quotes the sentence that names what “that teacher” is', () => {
    const reply = seen(ask('When a member of staff leaves us, how do we stop them getting into the classes?'))
    expect(reply).toContain('can remove an address at any time. When an address is removed, that teacher loses access')
  })
})

describe('a parent asking about a child’s data (7 Dec, twentieth session)', () => {
  it('tells a parent to ask the child’s school first', () => {
    const reply = seen(
      ask('My daughter’s class uses Assessa. I’d like to see the details held about her – do I ask you or the school?'),
    )
    expect(reply).toContain("should contact the child's school first")
  })
})

describe('who is behind Assessa, a class’s size, a rights request’s fee (7 Dec, twenty-first session)', () => {
  it('names the founder and her teaching past when the message also weighs teachers against tech people', () => {
    const reply = seen(ask('Who actually set up this company? Did someone who taught build it, or just tech people?'))
    expect(reply).toMatch(/^Elena Marković is the Founder, former secondary school teacher/)
  })

  it('does not take the AI model "behind" the service for its founder', () => {
    expect(seen(ask('Which AI model is behind Assessa?'))).not.toContain('Elena Marković')
  })

  it('reads "a class, 27 kids" as the size of one class when asked whether a plan holds them', () => {
    const reply = seen(ask('mixed year 3/4 class, 26 pupils. would the free plan take all of them?'))
    expect(reply).toContain('The Free plan includes 20 students per class')
    expect(reply).toContain('For 26 students per class, the cheapest plan with room is Advanced')
  })

  it('answers whether a request to see one’s personal data costs anything from the privacy policy, not the prices', () => {
    const reply = seen(ask('Is there any fee if a parent sends a request to see their personal data?'))
    expect(reply).not.toContain('per month')
  })

  it('counts a tweak in the chat against the monthly allowance of AI requests', () => {
    const reply = seen(ask('Does every tweak I ask for come out of the monthly AI request allowance?'))
    expect(reply).toContain('each chat refinement uses an AI request')
  })

  it('keeps "should I point them to you?" with a parent’s question about data, not a question of its own', () => {
    const reply = seen(
      ask('A dad asked me who he should talk to about the data held on his daughter. Should I send him to you?'),
    )
    expect(reply).toMatch(
      /^Parents who have questions about their child's data should contact the child's school first/,
    )
  })
})

describe('objecting to a new subprocessor (7 Dec, twenty-first session)', () => {
  it('tells a school it may object and, failing agreement, stop using Assessa, with the notice it is given', () => {
    const reply = seen(
      ask('Our DPO isn’t happy about a sub-processor you plan to add. What can we even do, other than complain?'),
    )
    expect(reply).toContain('at least 30 days before the change takes effect')
    expect(reply).toContain('the controller may terminate the use of Assessa')
  })

  it('still gives the DPA’s address to someone asking whom to write to about an objection', () => {
    const reply = seen(ask('Who do we contact at Assessa if we object to a new subprocessor?'))
    expect(reply).toContain('hello@assessa.example')
  })
})

describe('a public authority asking for data, and who pays for an audit (7 Dec, twenty-fourth session)', () => {
  it('answers a request from the police with the DPA’s public-authority clause', () => {
    const reply = seen(ask('what if the police come asking for a pupil’s records?'))
    expect(reply).toContain('inform the controller promptly and disclose no more than the law requires')
    // A "government school" is where a teacher works, not who is asking.
    expect(seen(ask('I teach at a government school in Australia. Where is our pupils’ data stored?'))).not.toContain(
      'public authority requests access',
    )
  })

  it('answers who ends up paying for an inspection with each party bearing its own costs', () => {
    const reply = seen(ask('if we inspect your systems, who ends up covering the bill?'))
    expect(reply).toContain('Each party bears its own costs of an audit.')
  })
})

describe('billing, cookies, this chat and students’ files in visitors’ words (7 Dec, twenty-fifth session)', () => {
  it('keeps the scores when the submitted files are deleted, asked beside the files', () => {
    for (const question of [
      'if the uploaded pdfs get wiped do the marks vanish too?',
      'the PDFs get deleted after a month, do the grades also go?',
    ])
      expect(seen(ask(question))).toMatch(/scores (and (activity )?metadata )?remain|metadata and scores remain/i)
  })

  it('tells a student who missed the deadline that the expired activity is closed to them', () => {
    const reply = seen(ask('missed the due date as I was away, can i still scan the code and do the quiz now?'))
    expect(reply).toContain('can no longer take part')
  })

  it('says card details stay with the payment provider, and leaves role cards alone', () => {
    expect(seen(ask('when we pay for Advanced by debit card, do you hold on to the card details?'))).toContain(
      'not stored in Assessa',
    )
    expect(seen(ask('do you keep the role cards I print?'))).not.toContain('payment provider')
  })

  it('tells a visitor how to undo a cookie choice and why the assistant may not show', () => {
    expect(seen(ask('I clicked accept on the cookie banner by mistake, how do I change that?'))).toContain(
      'deleting the CookieConsent cookie',
    )
    expect(seen(ask("the assistant isn't showing up on the site in my browser, why?"))).toContain(
      'shown only after you have saved your cookie preferences',
    )
    // The app's chat for refining drafts is another chat.
    expect(seen(ask("I can't see the chat where I refine my drafts"))).not.toContain('cookie preferences')
  })

  it('says when a smaller plan starts, however the move down is put', () => {
    const reply = seen(ask('if we drop a teacher from Pro to Advanced this week, when does the cheaper plan kick in?'))
    expect(reply).toContain('The smaller plan starts with the next billing cycle')
  })

  it('points a teacher who wants a record of the drafts that worked to the star rating, not one about students', () => {
    expect(seen(ask('how can I keep track of which generated quizzes worked best?'))).toContain('1 to 5 stars')
    expect(seen(ask('how do I mark which students did good work on the assessment?'))).not.toContain(
      'keep a record of which drafts worked well',
    )
  })

  it('answers the length of a chat message and pupils’ details in it as one question', () => {
    const reply = seen(
      ask(
        'can I paste our whole safeguarding questionnaire into this chat box - is there a limit on how long a message can be, and can I include pupil details?',
      ),
    )
    expect(reply).toMatch(/^Please do not include personal data about students in website chat messages/)
    expect(reply).toContain('500 characters')
  })

  it('tells what students may hand in, not the formats of a teacher’s photos', () => {
    expect(
      seen(
        ask(
          'for the group task can the kids hand in a google slides deck or a word doc, or must it be a particular kind of file?',
        ),
      ),
    ).toContain('PDF files only')
    expect(seen(ask("can I upload photos of my students' work to generate feedback?"))).not.toContain('PDF files only')
  })

  it('says unused requests do not roll over, and that a cancelled month is not refunded', () => {
    expect(seen(ask("if I don't use all my requests this month, do they roll over?"))).toMatch(
      /unused (ai )?requests do not carry over/i,
    )
    expect(seen(ask("if the school cancels mid-month, is the rest of the month's fee paid back?"))).toContain(
      'not refunded',
    )
  })

  it('answers the question of a visitor who would rather not e-mail support, and still gives the address when asked', () => {
    const reply = ask("I'd rather not e-mail support. Where in the app do I change our plan?")
    expect(reply.kind).not.toBe('contact')
    expect(seen(reply)).toContain('Manage subscription')
    expect(ask('how do I contact support?').kind).toBe('contact')
  })

  it('tells a school what Assessa does about a personal account found in use for a school’s classes', () => {
    const reply = seen(ask('what will you do if you find a teacher using a personal account for their school classes?'))
    expect(reply).toContain('correct account type')
  })
})

describe('limits, joining and account details in visitors’ words (7 Dec, twenty-fifth session, second part)', () => {
  it('tells a teacher who runs out of an allowance that what exists stays viewable', () => {
    for (const question of [
      'if I use up my activities halfway through the month, do the quizzes I already ran disappear?',
      'our head of science asked what happens to the stuff already made if a teacher hits the class cap. Do we lose access to it?',
    ])
      expect(seen(ask(question))).toContain('viewable')
  })

  it('reads "my homeroom… 28 of them" as the size of one class', () => {
    const reply = seen(
      ask('looking at the free version for my homeroom, there are 27 of them. will they all fit in one class?'),
    )
    expect(reply).toContain('The Free plan includes 20 students per class')
    expect(reply).not.toMatch(/^The Free plan includes 1 class/)
  })

  it('tells how students get into an activity, and not how they see their results', () => {
    const reply = seen(ask('how do my students join the activity, do they type a pin?'))
    expect(reply).toContain('QR code')
    expect(seen(ask('how do students access their results after the quiz?'))).not.toContain(
      'Every activity comes with a QR code',
    )
  })

  it('tells how long deleted data lingers in backups, and that a paid plan keeps its core purpose', () => {
    expect(
      seen(
        ask(
          'once you erase a pupil’s records at our request, are there still copies sitting in backups, and for how long?',
        ),
      ),
    ).toContain('cleared within 90 days')
    expect(seen(ask('could you strip features out of our plan partway through a month we have paid for?'))).toContain(
      'core purpose of a plan you have paid for',
    )
  })

  it('says an account’s e-mail stays as registered when the person who signed up has left', () => {
    const reply = seen(
      ask('The colleague who registered us has left. Can we change the registered e-mail to our office address?'),
    )
    expect(reply).toContain('cannot be changed after registration')
  })
})

describe('round 55: department heads, primary teachers, trainees and sceptical outsiders (8 Dec)', () => {
  const ask = askUnlearned('r55')

  it('reads "Blunt query from a journalist:" as who is asking, not as the subject', () => {
    expect(seen(ask('Blunt query from a journalist: do you sell personal data?'))).toContain(
      'We do not sell personal data',
    )
  })

  it('names who stands behind Assessa, and where a data complaint goes beyond it', () => {
    expect(seen(ask('who really stands behind this app?'))).toContain('Elena Marković')
    expect(
      seen(ask("I'm not happy with how my data complaint was handled - who else can I take it to beyond you?")),
    ).toContain('supervisory authority')
  })

  it('says what happens to an account of the wrong type, and to one of a child under 13 without consent', () => {
    expect(
      seen(ask('what sanctions do you apply if you find a teacher running school classes from a personal account?')),
    ).toContain('restrict the account or close it')
    expect(
      seen(ask('What do you do if you find out someone under 13 signed up without their parents knowing?')),
    ).toContain('close the account and delete its data')
  })

  it('sends a parent to the school first, and says an anonymous vote has no names attached', () => {
    expect(
      seen(
        ask(
          "I'm a parent asking about the data you hold on my daughter. Do I go to Assessa directly, or somewhere else first?",
        ),
      ),
    ).toContain("child's school first")
    expect(seen(ask('Is the anonymous vote anonymous only to classmates, or does it identify who voted?'))).toContain(
      'without their names attached',
    )
  })

  it('says which limits do not start again each month, and what the liability is limited to', () => {
    expect(seen(ask('Does the goals limit reset at the start of each month?'))).toContain(
      'change only when you move to a plan with higher limits',
    )
    // (Not the training words' cap, "capped at 100 per allowed word".)
    const liability = seen(ask('Is your liability capped?'))
    expect(liability).toContain('amount you paid us for that billing period')
    expect(liability).not.toContain('per allowed word')
  })

  it('advises on goals, a class arriving and a mistyped e-mail in a primary teacher’s words', () => {
    expect(seen(ask('I have 6 targets for my class; fine to have all of them active as goals at once?'))).toContain(
      'no more than three goals',
    )
    expect(seen(ask('What should be waiting on the board so they settle right away when they come in?'))).toContain(
      'do-now task',
    )
    expect(seen(ask('I mistyped my e-mail when registering, can I correct it?'))).toContain(
      'cannot be changed after registration',
    )
  })
})

describe('round 56: office staff, subject teachers, classroom advice and careful readers of the legal pages (8 Dec)', () => {
  const ask = askUnlearned('r56')

  it('says access ends at once on termination, and that a dispute starts with an e-mail', () => {
    expect(
      seen(ask('Once you terminate an account, can the teachers still sign in for a few days to save their work?')),
    ).toContain('access to the account ends immediately')
    expect(
      seen(ask('We believe an invoice was wrong and are considering legal action - what should we do first?')),
    ).toContain('resolve the matter informally')
  })

  it('says to state the language in the request, and to rate after refining (not what the scale is)', () => {
    expect(
      seen(ask('I write my prompts in English; how do I get the questions generated in German instead?')),
    ).toContain('State the language in your request')
    expect(seen(ask('Should I give the star rating to the first draft or to the final version?'))).toContain(
      'rate only after you have finished refining',
    )
    expect(seen(ask('What scale is the star rating on when I rate a draft?'))).not.toContain(
      'rate only after you have finished refining',
    )
  })

  it("keeps each school's data apart, and a leaving teacher's access ends with their address", () => {
    expect(seen(ask('Is each school’s data kept separate from other customers, or all in one shared pool?'))).toContain(
      'Logical separation',
    )
    expect(seen(ask("A colleague is leaving at Easter - how do I stop her seeing the pupils' results?"))).toContain(
      'that teacher loses access',
    )
  })

  it('reads "my Year 8 geography class" as a setting and "the prices page" as a page, not as plan questions', () => {
    const languages = seen(
      ask('Half my Year 9 history class arrived from Poland this year. Does it work in other languages, and how many?'),
    )
    expect(languages).toContain('25+ languages')
    expect(languages).not.toContain('Classes by plan')
    const analytics = seen(ask('Do your analytics record it when someone opens the prices page?'))
    expect(analytics).toContain('view event')
    expect(analytics).not.toContain('$4.7')
  })

  it('says a smaller plan loses no feature, and sends a parent to the school first', () => {
    expect(seen(ask('If I pick the cheapest paid plan, do I lose any features?'))).toContain('never lose a feature')
    expect(seen(ask("My daughter's school uses Assessa. Who do I ask about what you hold on her?"))).toContain(
      "child's school first",
    )
  })
})

describe('round 57: students, teachers comparing AI tools, school leaders and teachers abroad (8 Dec)', () => {
  const ask = askUnlearned('r57')

  it('answers a child under 13 typing like one, and what happens to an account made without a parent', () => {
    expect(seen(ask('im 11 can i get my own account?'))).toContain('at least 13 years old')
    expect(seen(ask('my cousin is 10 and signed up without asking her mum, what do you do if you notice?'))).toContain(
      'close the account and delete its data',
    )
  })

  it('reads a number of people as a number, not as a child’s age', () => {
    expect(
      seen(ask("There are 12 parents asking what happens to their kids' data if our school stops using Assessa")),
    ).not.toContain('close the account and delete its data')
  })

  it('explains a missing chat bubble and analytics before any choice, in a student’s words', () => {
    expect(seen(ask("the chat bubble is on my friend's screen on your site but it doesnt appear for me"))).toContain(
      'saved your cookie preferences',
    )
    expect(seen(ask('do you see which pages I visit on the site even though I never clicked accept?'))).toContain(
      'off until you allow them',
    )
  })

  it('bills monthly in advance when asked for a yearly invoice, and does not invent a yearly discount', () => {
    expect(seen(ask('Could we be invoiced once a year rather than monthly?'))).toContain('billed monthly in advance')
    expect(ask('Is there a discount for paying yearly?').kind).toBe('unknown')
    expect(seen(ask("Can the requests I don't use this month be saved for September?"))).toContain('do not carry over')
  })

  it("keeps one school's data from another's, and tells a student no account is needed", () => {
    expect(seen(ask("Could our pupils' data be seen by another school using the platform?"))).toContain(
      'Logical separation',
    )
    expect(seen(ask('my teacher put a quiz on the board - do I really have to make an account?'))).toContain(
      'without creating an account',
    )
  })
})
