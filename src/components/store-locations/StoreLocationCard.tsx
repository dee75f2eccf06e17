import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { OpeningStatus } from "../../store-locations/opening-hours";
import type { StoreLocation } from "../../store-locations/schema";
import { WEEKDAYS, weekdayName, type Weekday } from "../../store-locations/weekdays";
import * as styles from "./stores.module.css";

interface Props {
  store: StoreLocation;
  /** Open or closed, and the store's weekday, now; null until the browser knows the time. */
  clock: { status: OpeningStatus; today: Weekday } | null;
  /** h4 under a country and a city, h3 in the list of nearest stores. */
  headingLevel: 3 | 4;
  /** "12 km" from the place searched for. */
  distance?: string;
}

/** "Open until 18:00", "Opens Monday 12:00": the status in the store's own week. */
function useStatusText(): (status: OpeningStatus) => string {
  const { t, i18n } = useTranslation();
  return (status) => {
    const moment = status.open ? status.until : status.opens;
    if (!moment) return t(status.open ? "stores.openNow" : "stores.closedNow");
    const values = { time: moment.time, day: weekdayName(moment.day, i18n.language) };
    if (status.open) return t(moment.when === "today" ? "stores.openUntil" : "stores.openUntilDay", values);
    const key = { today: "stores.opensToday", tomorrow: "stores.opensTomorrow", later: "stores.opensDay" };
    return t(key[moment.when], values);
  };
}

export function StoreLocationCard({ store, clock, headingLevel, distance }: Props) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const status = clock?.status;
  const today = clock?.today;
  return (
    <li className={styles.store}>
      <Heading>{store.name}</Heading>
      {distance && <p className={styles.distance}>{distance}</p>}
      {status && <p className={status.open ? styles.open : styles.closed}>{statusText(status)}</p>}
      <address>
        {store.address}
        <br />
        {store.postcode} {store.city}
        <br />
        {t("stores.phone")}: <a href={`tel:${store.phone.replace(/\s/g, "")}`}>{store.phone}</a>
      </address>
      <details>
        <summary>{t("stores.hours")}</summary>
        <dl className={styles.hours}>
          {WEEKDAYS.map((day) => (
            <React.Fragment key={day}>
              <dt
                className={day === today ? styles.today : undefined}
                aria-current={day === today ? "date" : undefined}
              >
                {t(`stores.days.${day}`)}
                {day === today && ` (${t("stores.today")})`}
              </dt>
              <dd className={day === today ? styles.today : undefined}>
                {store.hours[day] === "closed" ? t("stores.closed") : store.hours[day].replace("-", " – ")}
              </dd>
            </React.Fragment>
          ))}
        </dl>
      </details>
    </li>
  );
}
