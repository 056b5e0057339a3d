/**
 * A ring page's size guide (decision record 057): how to measure with a string or a ring that fits, the
 * conversion table of the shop's one table (domain/ring-sizes.ts), with the shopper's system first, and
 * the printable sizer (a PDF with a true-scale ruler), to download or to have e-mailed (decision record 060).
 */
import { conversionTable, millimetreWords, SIZE_SYSTEMS, SIZE_SYSTEM_NAMES, LATER_SIZE_MESSAGES, type SizeSystem } from '../../../domain/ring-sizes.ts';
import type { ActionResult } from '../../lib/action-result';
import { useSizeSystem } from '../../lib/root-data';
import { SizerMailForm } from './sizer-mail-form';

const ROWS = conversionTable(4, 11);

/** `answered`: the page action's answer to "E-mail me the sizer" posted without scripts. */
export function SizeGuide({ answered }: { answered?: ActionResult }) {
  const system = useSizeSystem();
  const systems: SizeSystem[] = [system, ...SIZE_SYSTEMS.filter((other) => other !== system)];
  return (
    // Not a labelled region: its name would read as a "size" label beside the picker's.
    <section id="size-guide" className="mt-16 scroll-mt-40 border-t border-line pt-10">
      <h2 id="size-guide-heading" className="text-center text-3xl">
        Ring size guide
      </h2>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <div className="space-y-5 text-sm leading-relaxed">
          <div>
            <h3 className="font-display text-xl">With a string or a strip of paper</h3>
            <p className="mt-1">
              Wrap it snugly around the base of your finger, mark where it meets, and measure the length in millimetres: that is your size, the ring’s inner
              circumference. Between two sizes, choose the larger.
            </p>
          </div>
          <div>
            <h3 className="font-display text-xl">With a ring that fits</h3>
            <p className="mt-1">Measure its inside diameter in millimetres and multiply by 3.14, or find the diameter on the printable sizer’s ruler.</p>
          </div>
          <div>
            <h3 className="font-display text-xl">The printable sizer</h3>
            <p className="mt-1">A ruler and a strip to cut out. Print it at 100% (actual size) and check its 50 mm bar with a ruler first.</p>
            <a href="/api/ring-sizes/sizer.pdf" download className="mt-2 inline-block font-semibold text-gold-dark underline underline-offset-4">
              Download the ring sizer (PDF)
            </a>
            <SizerMailForm answered={answered} />
          </div>
          <p className="text-muted">Still unsure? Choose “I don’t know my size” and we post you a free sizer. {LATER_SIZE_MESSAGES.resizing}</p>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="mb-2 text-left text-muted">Ring sizes by inner circumference</caption>
            <thead>
              <tr className="border-b border-line text-left">
                <th scope="col" className="py-2 pr-3">
                  mm
                </th>
                {systems.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3" title={SIZE_SYSTEM_NAMES[column]}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.tenths} className="border-b border-line/60">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {millimetreWords(row.tenths)}
                  </th>
                  {systems.map((column) => (
                    <td key={column} className={`py-1.5 pr-3 ${column === system ? 'font-semibold' : ''}`}>
                      {row.sizes[column]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
