import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuditFields } from './audit-fields';

describe('AuditFields', () => {
  it('writes nothing as a dash, never a raw null', () => {
    const html = renderToStaticMarkup(<AuditFields fields={{ ip: null, email: 'ada@example.com', disabled: true, states: ['CA'] }} />);
    expect(html).not.toContain('null');
    expect(html).toContain('<dt class="text-muted">ip</dt><dd class="break-all">—</dd>');
    expect(html).toContain('ada@example.com');
    expect(html).toContain('true');
    expect(html).toContain('[&quot;CA&quot;]');
    expect(renderToStaticMarkup(<AuditFields fields={null} />)).toContain('—');
  });

  it('writes a personal field of an erased person as erased, muted', () => {
    const html = renderToStaticMarkup(<AuditFields fields={{ email: { withheld: 'erased' }, status: 'Shipped' }} />);
    expect(html).toContain('<dt class="text-muted">email</dt><dd class="text-muted italic">erased with the person</dd>');
    expect(html).toContain('Shipped');
  });
});
