export interface GroupCommitSteps<Item, Group> {
  /**
   * Takes the next group off the front of the queue (at least one item), or undefined when none
   * of what it took goes in a shared write (it settled those items itself).
   */
  take(waiting: Item[]): Group | undefined;
  /** Writes the group and settles its items. */
  write(group: Group): Promise<void>;
  /** Settles the items of a group whose write failed. */
  failed(group: Group, error: unknown): void;
}

/**
 * Group commit on one instance: while one write is on its way to the store, the items that arrive
 * wait for it to land and then go together as the next write. A quiet instance writes each item
 * at once; a busy one writes fewer, larger writes instead of queueing every item behind the store.
 * Each item is settled only once the write that holds it has landed (or failed).
 */
export class GroupCommit<Item, Group = Item[]> {
  private readonly waiting: Item[] = [];
  private writing = false;

  constructor(private readonly steps: GroupCommitSteps<Item, Group>) {}

  add(item: Item): void {
    this.waiting.push(item);
    this.flush();
  }

  /** Puts items back at the front of the queue: they go in the next write. */
  putBack(items: Item[]): void {
    this.waiting.unshift(...items);
  }

  private flush(): void {
    while (!this.writing && this.waiting.length > 0) {
      const before = this.waiting.length;
      const group = this.steps.take(this.waiting);
      if (group !== undefined) this.start(group);
      else if (this.waiting.length === before) return;
    }
  }

  private start(group: Group): void {
    this.writing = true;
    this.steps
      .write(group)
      .catch((error: unknown) => this.steps.failed(group, error))
      .finally(() => {
        this.writing = false;
        this.flush();
      });
  }
}

/** Takes everything waiting: items that always go together, such as increments of one counter. */
export function takeAll<Item>(waiting: Item[]): Item[] {
  return waiting.splice(0);
}
