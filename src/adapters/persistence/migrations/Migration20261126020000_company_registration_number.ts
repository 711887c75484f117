import { Migration } from '@mikro-orm/migrations'

/**
 * A company's registration number (VAT number or trade-register id), optional. The server writes it
 * upper-cased (src/domain/company/registration-number.ts); the check keeps the stored form whatever
 * writes the row.
 */
export class Migration20261126020000_company_registration_number extends Migration {
  override up(): void {
    this.addSql(`alter table companies add column registration_number text null
      constraint companies_registration_number_form check (
        registration_number ~ '^[A-Z0-9][A-Z0-9 ./-]{1,30}[A-Z0-9]$' and registration_number ~ '[0-9]')`)
  }

  override down(): void {
    this.addSql('alter table companies drop column registration_number')
  }
}
