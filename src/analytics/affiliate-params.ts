const CLICK_ID = /^[A-Za-z0-9_.~-]{1,128}$/;

export interface AffiliateIds {
  awinId?: string;
  cjEventId?: string;
}

export function readAffiliateIds(search: string): AffiliateIds {
  const params = new URLSearchParams(search);
  const ids: AffiliateIds = {};
  const awc = params.get("awc");
  const cjevent = params.get("cjevent");
  if (awc && CLICK_ID.test(awc)) ids.awinId = awc;
  if (cjevent && CLICK_ID.test(cjevent)) ids.cjEventId = cjevent;
  return ids;
}
