import { plainWords } from './text'

/**
 * Small talk and out-of-scope requests, recognised before any search so "hi" or "tell me a
 * joke" never gets a random passage. Patterns are anchored on the whole message (after
 * punctuation and filler are removed) so a real question that starts with "hi" still gets
 * searched: `stripSmallTalk` removes the greeting first.
 */

export type Intent = 'greeting' | 'thanks' | 'goodbye' | 'identity' | 'help' | 'contact' | 'offTopic'

const GREETING = String.raw`(hi|hii+|hello+|hey+|heya|hiya|howdy|greetings|yo|good (morning|afternoon|evening|day)|morning|evening|hallo|hola|bonjour|salut|ciao)`
const FILLER = String.raw`( there| all| everyone| folks| team| assistant| bot| assessa( assistant)?)?`

const PATTERNS: readonly (readonly [Intent, RegExp])[] = [
  [
    'greeting',
    new RegExp(
      `^(${GREETING}${FILLER} ?)+( how are you( doing)?( today)?| whats up| sup)?$|^(how are you( doing)?( today)?|whats up|sup|hows it going)$`,
    ),
  ],
  [
    'thanks',
    /^((ok(ay)?|great|perfect|awesome|cool|nice|brilliant|super|wonderful|excellent|got it|understood|that helps|that helped|helpful|very helpful)\s*)*(thanks?( you)?( so much| a lot| very much| again)?|thx|ty|cheers|much appreciated|appreciate it|many thanks)?(\s*(that|this) (helps|helped|was helpful))?( (bye|goodbye))?$/,
  ],
  [
    'goodbye',
    /^((ok(ay)?|thanks?( you)?) )?(bye+|goodbye|good bye|see you( later| soon)?|see ya|later|have a (nice|good|great) (day|one|evening)|take care)( (bye|now))?$/,
  ],
  [
    'identity',
    /^(who|what) (are|r) (you|u)\b|^are you (a |an )?(human|real|person|bot|robot|machine|ai|chatgpt|gpt)|^(what(s| is) your name|your name|who am i (talking|speaking|chatting) (to|with)|am i (talking|speaking|chatting) (to|with) (a )?(human|person|bot|robot|real person|machine))|^(is this|is that) (a )?(human|bot|robot|real person)|^(tell me about yourself|introduce yourself)$/,
  ],
  [
    'help',
    /^(help|help me|can you help( me)?|i need help|what can (you|i) (do|ask)( here)?|what (do|can) you (know|answer|help with)|how (do|can) (you|i use you|this chat) (work|help)|what (kind|sort) of questions( can i ask)?|menu|options|start|\?+)$/,
  ],
  [
    'contact',
    // (Not "I don't want to e-mail support for every change": a visitor who would rather be answered here.)
    /\b(talk|speak|chat) (to|with) (a |an )?(human|person|real person|someone|agent|support|team|sales|operator)\b|(?<!\b(?:if|when|once|after|before) (?:i|we) )(?<!\b(?:(?:don'?t|do not) (?:want|wanna|need|have) to|rather not|without(?: having to)?|instead of|avoid(?:ing)?(?: having to)?) )\b(contact|reach|e ?mail|call|phone) (you|the team|support|sales|someone|a person|customer service)\b(?! (to|and|about) (ask (you )?to )?(delete|cancel|close|remove|erase|change|correct|update|export|downgrade|upgrade|get (my|our) data)\b)|\bcustomer (service|support)\b|\b(support|contact) (\w+ )?(team|email|e mail|address)\b|\byour (e ?mail|email) address\b|\bthe (e ?mail|email) address (for|of|to (reach|contact|write to)) (you|assessa|the team|support)\b|^(contact|support|email|e mail|phone number)( details| info)?$|\bhow (do|can) i (contact|reach|email|e mail) (you|assessa|the team|support)\b|\b(get|getting|be) in touch with (you|assessa|the company|the team|your team|support|someone (there|at assessa))\b(?! (to|and|about) )|\bbest way to (contact|reach|get in touch)\b(?! (\w+ ){0,3}(to|and|about) )/,
  ],
  [
    'offTopic',
    /\b(weather|forecast|temperature outside|rain(ing)? today|jokes?|funny|riddle|poem|song|lyrics|recipe|cook(ing)?|football|soccer|basketball|sports?|match score|movie|film|netflix|horoscope|stock(s| market| price)|bitcoin|crypto|lottery|election|president|prime minister|politic(s|al)|religion|capital of|meaning of life|dating|girlfriend|boyfriend|news today|latest news|translate this|write (me )?(an? )?(essay|story|code|program|poem)|homework answers?|solve (this|my) (equation|math|maths|problem)|what time is it|what day is it|today's date|play a game|tic tac toe)\b/,
  ],
]

/** The small-talk intent of a whole message, if that is all it is. */
export function detectIntent(message: string): Intent | undefined {
  const text = plainWords(message)
  if (!text) return 'help'
  for (const [intent, pattern] of PATTERNS) if (pattern.test(text)) return intent
  return undefined
}

/** "Hi! how do I cancel?" → "how do I cancel?": a leading greeting or thanks is not part of the question. */
export function stripSmallTalk(message: string): string {
  return message
    .replace(
      new RegExp(
        String.raw`^\s*((${GREETING}|thanks?( you)?|ok(ay)?|great|cool|perfect|one more (thing|question)|also|and another (thing|question)|((i have|ive got|got) )?(a |one )?quick (question|one)( for you)?|(i have|ive got) a question( for you)?)${FILLER}[\s,.!:;\u2013\u2014-]+)+`,
        'i',
      ),
      '',
    )
    .trim()
}

export interface SmallTalkContext {
  productName: string
  assistantName: string
  contactEmail: string
}

export const mailtoLink = (email: string) => `[${email}](mailto:${email})`

/** The reply to a small-talk intent. Written here (UI chrome), names from site settings. */
export function smallTalkReply(intent: Intent, { productName, assistantName, contactEmail }: SmallTalkContext): string {
  switch (intent) {
    case 'greeting':
      return `Hello! I’m the ${assistantName}. Ask me anything about ${productName}: plans and limits, activities, AI training or getting started.`
    case 'thanks':
      return `You’re welcome! Anything else you’d like to know about ${productName}?`
    case 'goodbye':
      return `Goodbye, and good luck with your classes! I’m here whenever you have another question.`
    case 'identity':
      return `I’m the ${assistantName}, an automated helper on the ${productName} website (not a person). I answer from the site’s own pages: pricing, the FAQ, the tutorial, the blog and the legal pages. For anything else, the team is at ${mailtoLink(contactEmail)}.`
    case 'help':
      return `I can answer questions about ${productName}, for example: “How many classes can I have on the Free plan?”, “Do students need accounts?”, “Which files can I use to train the AI?” or “How do I cancel?”`
    case 'contact':
      return `You can reach the ${productName} team by e-mail at ${mailtoLink(contactEmail)}. I’m happy to help here too if your question is about ${productName}.`
    case 'offTopic':
      return `Sorry, I can only help with questions about ${productName}, such as plans, activities, AI training or data protection. What would you like to know?`
  }
}
