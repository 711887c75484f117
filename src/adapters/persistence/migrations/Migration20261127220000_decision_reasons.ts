import { Migration } from '@mikro-orm/migrations'

/**
 * Reasons for the decisions a company's manager reads (docs/ubiquitous-language/companies.md,
 * "Reasons and notices"): a company's suspension and an application's rejection keep their reason
 * beside the record, as a company's rejection and a media item's rejection already did. A reason
 * is kept only while the record is in that state (the checks); the suspensions and rejections made
 * before reasons were asked for get a sentence saying so, so that every suspended company has one.
 */
export class Migration20261127220000_decision_reasons extends Migration {
  override up(): void {
    this.addSql(`alter table companies add column suspension_reason text`)
    this.addSql(`update companies set suspension_reason = 'Suspended before reasons were recorded' where status = 'suspended'`)
    this.addSql(`alter table companies
      add constraint companies_suspension_reason_while_suspended check ((status = 'suspended') = (suspension_reason is not null)),
      add constraint companies_suspension_reason_length check (char_length(suspension_reason) between 1 and 1000)`)
    this.addSql(`alter table exhibition_participants add column rejection_reason text`)
    this.addSql(`update exhibition_participants set rejection_reason = 'Rejected before reasons were recorded' where status = 'rejected'`)
    this.addSql(`alter table exhibition_participants
      add constraint exhibition_participants_reason_while_rejected check (rejection_reason is null or status = 'rejected'),
      add constraint exhibition_participants_reason_length check (char_length(rejection_reason) between 1 and 1000)`)
  }

  override down(): void {
    this.addSql('alter table exhibition_participants drop column rejection_reason')
    this.addSql('alter table companies drop column suspension_reason')
  }
}
