import type { BlockScript } from '../block-script.ts';
import { addMonths, dayForKey } from '../../ui/events/days.ts';

/**
 * Event calendars in the browser (the calendar block 26 and an events collection's calendar
 * view, src/ui/events/EventCalendar.tsx): shows the month buttons, and makes the grid a WAI-ARIA
 * date grid — one day in the tab order (roving tabindex), arrows move by day and week, Home/End
 * to the week's ends, PageUp/PageDown by month (changing the month shown), Enter or Space (or a
 * click) on a day with events moves to that day's events in the month's agenda.
 */
const startCalendars: BlockScript = (root) => {
  for (const calendar of root.querySelectorAll<HTMLElement>('[data-block-script="calendar"]')) {
    if (calendar.dataset.started !== undefined) continue;
    calendar.dataset.started = '';
    const months = [...calendar.querySelectorAll<HTMLElement>('[data-month]')];
    const title = calendar.querySelector<HTMLElement>('[data-calendar-title]');
    const steps = [...calendar.querySelectorAll<HTMLButtonElement>('[data-calendar-step]')];
    const nav = calendar.querySelector<HTMLElement>('[data-calendar-nav]');
    if (nav) nav.hidden = false;
    const monthOf = (key: string) => months.find((m) => m.dataset.month === key);
    let shown = months.find((m) => !m.hidden) ?? months[0];

    const show = (month: HTMLElement) => {
      for (const m of months) m.hidden = m !== month;
      shown = month;
      if (title) title.textContent = month.getAttribute('aria-label');
      const at = months.indexOf(month);
      for (const step of steps) {
        const to = at + Number(step.dataset.calendarStep);
        step.disabled = to < 0 || to >= months.length;
      }
    };
    const focusDay = (day: string): boolean => {
      const cell = calendar.querySelector<HTMLElement>(`td[data-date="${day}"]`);
      const month = cell?.closest<HTMLElement>('[data-month]');
      if (!cell || !month) return false;
      if (month !== shown) show(month);
      for (const other of month.querySelectorAll<HTMLElement>('td[data-date]')) other.tabIndex = other === cell ? 0 : -1;
      cell.focus();
      return true;
    };
    const openDay = (day: string) => {
      const entry = calendar.querySelector<HTMLElement>(`[data-day="${day}"]`);
      (entry?.querySelector<HTMLElement>('a') ?? entry)?.focus();
    };

    show(shown);
    for (const step of steps) {
      step.addEventListener('click', () => {
        const to = monthOf(addMonths(shown.dataset.month ?? '', Number(step.dataset.calendarStep)));
        if (to) show(to);
      });
    }
    calendar.addEventListener('keydown', (event) => {
      const cell = (event.target as HTMLElement).closest?.<HTMLElement>('td[data-date]');
      const day = cell?.dataset.date;
      if (!day) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        openDay(day);
        return;
      }
      const to = dayForKey(event.key, day);
      if (to === undefined) return;
      event.preventDefault();
      focusDay(to);
    });
    calendar.addEventListener('click', (event) => {
      const day = (event.target as HTMLElement).closest?.<HTMLElement>('td[data-date]')?.dataset.date;
      if (day) {
        focusDay(day);
        if (calendar.querySelector(`[data-day="${day}"]`)) openDay(day);
      }
    });
  }
};

export default startCalendars;
