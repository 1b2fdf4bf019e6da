/** Questions and answers as native disclosures (keyboard and screen readers for free, no client JS); they open over 300 ms. */
export function Disclosures({ items }: { items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <div className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
      {items.map((item) => (
        <details key={item.question} className="faq group py-4">
          <summary className="cursor-pointer list-none font-semibold marker:hidden">
            <span className="flex justify-between gap-4">{item.question}<span aria-hidden="true" className="transition-transform duration-300 group-open:rotate-45">+</span></span>
          </summary>
          <p className="mt-3 whitespace-pre-line text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
