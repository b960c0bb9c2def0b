import {
  capActivityPlan,
  dayBounds,
  learningProgress,
  newestActions,
  type ActivityPlanEntry,
  type LastAction,
} from '../../src/common/dashboard';

const today = dayBounds(new Date('2026-11-23T10:00:00Z'), 0);

let next = 0;
function entry(
  startDate: string,
  key = `EmailCampaign:${++next}`,
): Omit<ActivityPlanEntry, 'group'> {
  return {
    key,
    itemId: next,
    name: key,
    type: 'EmailCampaign',
    origin: 'suite',
    colourCode: 0,
    startDate,
  };
}

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

describe('dayBounds', () => {
  it("gives the user's day, not the server's", () => {
    expect(today.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(today.end.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    // Berlin in winter (UTC+1, getTimezoneOffset -60): 23:30 UTC is already the next day.
    const berlin = dayBounds(new Date('2026-11-23T23:30:00Z'), -60);
    expect(berlin.start.toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });
});

describe('capActivityPlan (spec section 9)', () => {
  it('keeps the latest past entry only, sorted by start date', () => {
    const plan = capActivityPlan([entry(at(20, 9)), entry(at(22, 9)), entry(at(21, 9))], today);
    expect(plan.map((e) => [e.startDate, e.group])).toEqual([[at(22, 9), 'past']]);
  });

  it('lets future entries fill 5 minus the past and today count', () => {
    const plan = capActivityPlan(
      [
        entry(at(27, 9)),
        entry(at(25, 9)),
        entry(at(23, 8)),
        entry(at(22, 9)),
        entry(at(23, 12)),
        entry(at(26, 9)),
        entry(at(24, 9)),
      ],
      today,
    );
    expect(plan.map((e) => e.group)).toEqual(['past', 'today', 'today', 'future', 'future']);
    expect(plan.map((e) => e.startDate)).toEqual([
      at(22, 9),
      at(23, 8),
      at(23, 12),
      at(24, 9),
      at(25, 9),
    ]);
  });

  it('shows up to 20 of today and then no future entry', () => {
    const todays = Array.from({ length: 25 }, (_, i) =>
      entry(at(23, 0).replace('00:00:00', `00:${String(i).padStart(2, '0')}:00`)),
    );
    const plan = capActivityPlan([...todays, entry(at(24, 9)), entry(at(21, 9))], today);
    expect(plan.filter((e) => e.group === 'today')).toHaveLength(20);
    expect(plan.filter((e) => e.group === 'future')).toHaveLength(0);
    expect(plan.filter((e) => e.group === 'past')).toHaveLength(1);
    // The earliest 20 of today.
    expect(plan[1].startDate).toBe(todays[0].startDate);
  });

  it('gives 5 future entries when nothing is past or today', () => {
    const plan = capActivityPlan(
      Array.from({ length: 8 }, (_, i) => entry(at(24 + i, 9))),
      today,
    );
    expect(plan).toHaveLength(5);
    expect(plan[0].startDate).toBe(at(24, 9));
  });

  it('capping each source and then the merge equals capping all at once', () => {
    const a = [entry(at(21, 9)), entry(at(23, 9)), entry(at(25, 9)), entry(at(26, 9))];
    const b = [entry(at(22, 9)), entry(at(24, 9)), entry(at(27, 9)), entry(at(28, 9))];
    const direct = capActivityPlan([...a, ...b], today);
    const merged = capActivityPlan(
      [...capActivityPlan(a, today), ...capActivityPlan(b, today)],
      today,
    );
    expect(merged).toEqual(direct);
    expect(direct.map((e) => e.startDate)).toEqual([
      at(22, 9),
      at(23, 9),
      at(24, 9),
      at(25, 9),
      at(26, 9),
    ]);
  });

  it('counts an entry that two sources answer once', () => {
    const twice = entry(at(24, 9), 'Event:7');
    expect(capActivityPlan([twice, { ...twice }], today)).toHaveLength(1);
  });
});

function action(id: number, timestamp: string, actionGroup = 'EmailCampaign'): LastAction {
  return {
    id,
    actionGroup,
    caption: `action ${id}`,
    userName: 'Anna',
    userDeleted: false,
    timestamp,
    hasProgress: false,
    progress: 0,
    maxProgress: 0,
    nextStepInfo: null,
    itemId: null,
    actionType: null,
  };
}

describe('newestActions (spec section 9)', () => {
  const suite = Array.from({ length: 10 }, (_, i) => action(i + 1, at(20, i)));
  const whatsApp = Array.from({ length: 10 }, (_, i) =>
    action(i + 1, at(20, i * 2 + 1), 'WhatsAppNewsletter'),
  );

  it('merges the sources newest first and keeps the newest 12 for the dashboard', () => {
    const newest = newestActions([suite, whatsApp], 12);
    expect(newest).toHaveLength(12);
    const times = newest.map((a) => Date.parse(a.timestamp));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(newest[0]).toEqual(whatsApp[9]);
  });

  it('keeps 16 for the full list', () => {
    expect(newestActions([suite, whatsApp], 16)).toHaveLength(16);
  });

  it('orders actions of the same time by the later record first, each action once', () => {
    const same = [action(3, at(20, 5)), action(4, at(20, 5))];
    expect(newestActions([same, [same[0]]], 12).map((a) => a.id)).toEqual([4, 3]);
  });
});

describe('learningProgress', () => {
  it('counts 14 days of learning up to 100 percent', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    expect(learningProgress(start, new Date('2026-11-08T00:00:00Z'))).toBe(50);
    expect(learningProgress(start, new Date('2026-12-01T00:00:00Z'))).toBe(100);
    expect(learningProgress(start, start)).toBe(0);
  });
});
