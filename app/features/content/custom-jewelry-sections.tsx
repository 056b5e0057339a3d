/** The custom jewellery page's sections (/custom-jewelry): how a custom piece is made, from what, how long it takes. */
import { Link } from 'react-router';
import { useShop } from '../../lib/root-data';
import { howToPay, refundTerms } from './payment-terms';
import { SHOP_POLICY } from './shop-facts';

const STEPS = [
  {
    title: 'Share your idea',
    text: 'Tell us about the piece and the person it is for. A photo, a sketch or a link to something you love helps, but a few words are enough.',
  },
  {
    title: 'Sketch and quote',
    text: `Within ${SHOP_POLICY.designReply} we reply with questions, then a sketch and a clear quote. You can ask for changes until it feels right.`,
  },
  {
    title: 'Made by hand',
    text: 'Once you approve the design, we carve, cast, set and polish your piece at our bench, and send you photos before it leaves the studio.',
  },
  {
    title: 'Delivered to you',
    text: 'Your piece arrives insured, in a gift box with its care card, ready to give or to wear straight away.',
  },
];

const METALS = [
  { name: '925 Sterling Silver', text: 'Bright, light and affordable; lovely for charms, pendants and everyday rings.' },
  { name: '14K Gold', text: 'Warm yellow, white or rose gold that is hard-wearing enough for a ring worn every day.' },
  { name: '18K Gold', text: 'Richer in colour and softer to the touch; the classic choice for heirloom pieces.' },
];

const STONES = ['Diamond', 'Sapphire', 'Ruby', 'Emerald', 'Aquamarine', 'Amethyst', 'Garnet', 'Topaz', 'Opal', 'Pearl'];

const IDEAS = [
  { title: 'Engagement & wedding rings', image: 'gallery-1.svg' },
  { title: 'Birthstone pendants', image: 'gallery-4.svg' },
  { title: 'Statement earrings', image: 'gallery-2.svg' },
  { title: 'Heirloom redesigns', image: 'gallery-3.svg' },
];

const QUESTIONS = [
  {
    question: 'How much does a custom piece cost?',
    answer:
      'It depends on the metal, the stones and the detail. Most custom pieces cost about the same as a similar piece from our collection. Your sketch and quote are free, with no obligation.',
  },
  {
    question: 'How long does it take?',
    answer: `Once you approve the design, we make your piece in ${SHOP_POLICY.customMaking}. Pieces with rare stones can take a little longer; we will tell you in your quote.`,
  },
  {
    question: 'Can you reuse stones or gold from a piece I already have?',
    answer:
      'Yes. We can reset stones from an old ring or necklace and, where practical, refine your gold into the new piece. Tell us about it in your request.',
  },
  {
    question: 'Can I return a custom piece?',
    answer:
      'Custom pieces are made for you alone, so they cannot be returned unless they are faulty or differ from the design you approved. Like everything we make, they carry our warranty and free lifetime cleaning.',
  },
];

function CallToAction({ label = 'START YOUR DESIGN', tone = 'dark' }: { label?: string; tone?: 'dark' | 'light' }) {
  const colours = tone === 'dark' ? 'bg-ink text-ivory hover:bg-gold-dark' : 'bg-ivory text-ink hover:bg-sand';
  return (
    <Link to="/custom-design" className={`inline-block px-10 py-4 text-xs font-semibold tracking-[0.25em] ${colours}`}>
      {label}
    </Link>
  );
}

/** The opening: what a custom piece is, and the way to start one. */
export function CustomJewelryHero() {
  return (
    <section className="bg-sand">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-6 py-14 md:grid-cols-2 md:py-20 lg:px-8">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">CUSTOM JEWELLERY</p>
          <h1 className="mt-4 text-4xl leading-tight md:text-6xl">A piece made only for you</h1>
          <p className="mt-5 max-w-md leading-relaxed text-muted">
            An engagement ring with your story in it, a charm with your children’s birthstones, a necklace from your grandmother’s gold. Tell us what you
            imagine and we will design it with you and make it by hand.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-6">
            <CallToAction />
            <p className="text-sm text-muted">Made in {SHOP_POLICY.customMaking}</p>
          </div>
        </div>
        <img
          src="/api/uploads/gallery-5.svg"
          alt="A custom ring taking shape at the bench"
          width={600}
          height={750}
          fetchPriority="high"
          className="aspect-[4/3] w-full object-cover md:aspect-[4/5] md:max-h-[560px]"
        />
      </div>
    </section>
  );
}

/** From the idea to the delivered piece, in four steps. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-6 py-20 lg:px-8">
      <p className="text-center text-xs font-semibold tracking-[0.3em] text-gold-dark">FROM IDEA TO HEIRLOOM</p>
      <h2 id="how-it-works" className="mt-2 text-center text-4xl">
        How It Works
      </h2>
      <ol className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="border-t border-gold/50 pt-6">
            <span className="font-display text-5xl text-gold">{String(index + 1).padStart(2, '0')}</span>
            <h3 className="mt-3 text-2xl">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The metals and stones we work in. */
export function Materials() {
  return (
    <section aria-labelledby="materials" className="bg-ink text-ivory/85">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-20 lg:grid-cols-[1fr_2fr] lg:px-8">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-[#e9cf9f]">MATERIALS</p>
          <h2 id="materials" className="mt-2 text-4xl text-ivory">
            Metals and stones we love
          </h2>
          <p className="mt-4 text-sm leading-relaxed">
            We work in recycled sterling silver and solid gold, and choose every stone by eye for its colour and life. Our diamonds are conflict-free, and we
            tell you honestly about any treatment a coloured stone has had.
          </p>
        </div>
        <div className="grid gap-8 sm:grid-cols-3">
          {METALS.map((metal) => (
            <div key={metal.name} className="border border-white/15 p-6">
              <h3 className="text-2xl text-ivory">{metal.name}</h3>
              <p className="mt-2 text-sm leading-relaxed">{metal.text}</p>
            </div>
          ))}
          <div className="sm:col-span-3">
            <h3 className="text-xs font-semibold tracking-[0.2em] text-ivory">GEMSTONES</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {STONES.map((stone) => (
                <li key={stone} className="rounded-full border border-white/20 px-4 py-1.5 text-sm">
                  {stone}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/** How long each part takes. */
export function Timelines() {
  return (
    <section aria-labelledby="timelines" className="mx-auto max-w-7xl px-6 py-20 lg:px-8">
      <div className="grid items-center gap-12 md:grid-cols-2">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">TIMELINES</p>
          <h2 id="timelines" className="mt-2 text-4xl">
            {SHOP_POLICY.customMaking}
          </h2>
          <p className="mt-4 leading-relaxed text-muted">
            That is how long we take to make your piece once you approve its design. Simple pieces, such as an engraved pendant, are at the shorter end; rings
            with several set stones take longer. Need it for a date? Tell us in your request and we will plan around it.
          </p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4 sm:text-center">
          {[
            ['REPLY', SHOP_POLICY.designReply],
            ['SKETCH AND QUOTE', 'free'],
            ['MAKING', SHOP_POLICY.customMaking],
          ].map(([term, value]) => (
            <div key={term} className="flex items-baseline justify-between gap-4 bg-sand px-6 py-4 sm:block sm:py-6">
              <dt className="text-xs tracking-[0.15em] text-muted">{term}</dt>
              <dd className="font-display text-xl sm:mt-2 sm:text-2xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** What shoppers have asked us to make. */
export function Ideas() {
  return (
    <section aria-labelledby="ideas" className="bg-blush">
      <div className="mx-auto max-w-7xl px-6 py-20 lg:px-8">
        <h2 id="ideas" className="text-center text-4xl">
          What we can make for you
        </h2>
        <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-4 md:gap-6">
          {IDEAS.map((idea) => (
            <li key={idea.title}>
              <img src={`/api/uploads/${idea.image}`} alt="" width={600} height={750} loading="lazy" className="aspect-[4/5] w-full object-cover" />
              <p className="mt-3 text-center font-display text-xl">{idea.title}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The questions shoppers ask before they start. */
export function Questions() {
  const { payments, returns } = useShop();
  // How paying works follows the methods the shop takes now, as the terms say it; returns follow the owner's policy.
  const questions = [
    ...QUESTIONS,
    { question: 'What is your returns policy?', answer: returns.sentence },
    { question: 'How do I pay, and when am I charged?', answer: howToPay(payments).join(' ') },
    { question: 'How do refunds work?', answer: refundTerms() },
  ];
  return (
    <section aria-labelledby="questions" className="mx-auto max-w-3xl px-6 py-20">
      <h2 id="questions" className="text-center text-4xl">
        Questions
      </h2>
      <div className="mt-10 divide-y divide-line border-y border-line">
        {questions.map((item) => (
          <details key={item.question} className="group py-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-display text-xl">
              {item.question}
              <span aria-hidden="true" className="text-gold-dark transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** The last call to start a design. */
export function ReadyToBegin() {
  return (
    <section className="bg-gold-dark text-center text-ivory">
      <div className="mx-auto max-w-3xl px-6 py-16">
        <h2 className="text-4xl">Ready to begin?</h2>
        <p className="mt-3 text-ivory/85">Tell us your idea. We will reply within {SHOP_POLICY.designReply} with a sketch and a quote.</p>
        <div className="mt-8">
          <CallToAction label="SUBMIT YOUR DESIGN" tone="light" />
        </div>
      </div>
    </section>
  );
}
