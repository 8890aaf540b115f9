/** An open envelope carrying a little rental home and a five-star card: local, inline SVG; `title` is its accessible name. */
export function InboxIllustration({ title, className }: { title: string; className?: string }) {
  return (
    <svg viewBox="0 0 320 220" width="320" height="220" role="img" aria-labelledby="inbox-illustration-title" className={className}>
      <title id="inbox-illustration-title">{title}</title>
      <ellipse cx="160" cy="204" rx="118" ry="10" fill="#efe3cf" />
      {/* envelope back and flap */}
      <path d="M52 96 160 30l108 66v96a8 8 0 0 1-8 8H60a8 8 0 0 1-8-8Z" fill="#115e59" />
      {/* the card coming out */}
      <rect x="78" y="44" width="164" height="118" rx="12" fill="#fff" stroke="#d5f1ec" strokeWidth="2" />
      {/* little house */}
      <path d="M104 104 130 82l26 22v30a4 4 0 0 1-4 4h-44a4 4 0 0 1-4-4Z" fill="#fff4f0" stroke="#c2410c" strokeWidth="3" strokeLinejoin="round" />
      <rect x="123" y="114" width="14" height="24" rx="2" fill="#c2410c" />
      <path d="M98 108 130 80l32 28" fill="none" stroke="#c2410c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      {/* five stars */}
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          transform={`translate(${172 + (i % 3) * 18} ${i < 3 ? 78 : 98}) scale(0.8)`}
          d="M10 0l3 6.5 7 .8-5.2 4.8 1.5 7L10 15.6 3.7 19l1.5-7L0 7.3l7-.8Z"
          fill="#f26b4a"
        />
      ))}
      <rect x="172" y="124" width="52" height="6" rx="3" fill="#d5f1ec" />
      <rect x="172" y="136" width="38" height="6" rx="3" fill="#d5f1ec" />
      {/* envelope front pocket */}
      <path d="M52 104v88a8 8 0 0 0 8 8h200a8 8 0 0 0 8-8v-88l-108 62Z" fill="#0f766e" />
      <path d="M52 192 130 144M268 192l-78-48" stroke="#134e4a" strokeWidth="3" strokeLinecap="round" />
      {/* sparkles */}
      <path d="M276 40v16M268 48h16" stroke="#f26b4a" strokeWidth="3" strokeLinecap="round" />
      <path d="M40 58v12M34 64h12" stroke="#0f766e" strokeWidth="3" strokeLinecap="round" />
      <circle cx="292" cy="88" r="4" fill="#aee2d9" />
      <circle cx="30" cy="112" r="3" fill="#f26b4a" />
    </svg>
  );
}
