import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditEntityLabel } from './audit-labels.ts';

describe('auditActionLabel', () => {
  it('reads the actions it names as written', () => {
    expect(auditActionLabel('account.sign_in', 'user')).toBe('Signed in');
    expect(auditActionLabel('account.password_reset', 'user')).toBe('Password reset from an e-mailed link');
    expect(auditActionLabel('order.document_download', 'order')).toBe('Document downloaded');
  });

  it('reads any other from its subject and verb, a bare verb from the entity', () => {
    expect(auditActionLabel('theme.create', 'theme')).toBe('Theme created');
    expect(auditActionLabel('sub_category.reorder', 'sub_category')).toBe('Type reordered');
    expect(auditActionLabel('contact_message.read', 'contact_message')).toBe('Contact message marked read');
    expect(auditActionLabel('update', 'product')).toBe('Product changed');
    expect(auditActionLabel('invitation.revoked', 'invitation')).toBe('Invitation revoked');
    expect(auditActionLabel('two_factor.recovery_code_used', 'user')).toBe('Two-factor sign-in recovery code used');
  });
});

describe('auditEntityLabel', () => {
  it('names an entity in words for the entity filter', () => {
    expect(auditEntityLabel('user')).toBe('Account');
    expect(auditEntityLabel('shipping_zone')).toBe('Shipping zone');
    expect(auditEntityLabel('staff-invitation')).toBe('Staff invitation');
    expect(auditEntityLabel('custom_design_request')).toBe('Custom-design request');
  });
});
