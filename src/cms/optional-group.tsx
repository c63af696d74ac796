/**
 * An optional group of fields with a required field inside (a card's button, a section's note): shown
 * as Decap's own list of at most one entry, so "Add …" puts the group in and the entry's remove button
 * takes it out whole. Decap requires the required fields of every object it draws, so an absent group
 * drawn as an object refused the save of an entry that never had one. The file keeps the group as an
 * object: the list is only how it is drawn.
 */
import { Component, createElement, type ComponentType } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";

/** Decap's Immutable values, as far as the group uses them (the editor bundles its own Immutable). */
type ImmutableList = {
  readonly size: number;
  first(): unknown;
  clear(): ImmutableList;
  push(value: unknown): ImmutableList;
};

/** A control of Decap's that the editor validates and focuses through its ref. */
type Control = { validate?: () => void; focus?: (path?: string) => void };

type GroupProps = Omit<CmsWidgetControlProps<unknown>, "onChange"> & {
  onChange: (value: unknown, metadata?: unknown) => void;
};

type ListProps = Omit<GroupProps, "value" | "onChange"> & {
  value: ImmutableList;
  onChange: (value: ImmutableList, metadata?: unknown) => void;
  ref: (control: Control | null) => void;
};

const isPresent = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(typeof value === "object" && "size" in value && value.size === 0);

/** The group's value as the list's: none, or the group alone. */
const asList = (field: GroupProps["field"], value: unknown): ImmutableList => {
  // An empty list of the editor's own Immutable, taken from the field's list of fields.
  const empty = (field.get("fields") as ImmutableList).clear();
  return isPresent(value) ? empty.push(value) : empty;
};

/** The control, drawn by Decap's list control (CMS.getWidget("list").control). */
export const optionalGroup = (ListControl: ComponentType<ListProps>) =>
  class OptionalGroupControl extends Component<GroupProps> {
    private list: Control | null = null;

    validate = () => this.list?.validate?.();

    focus = (path?: string) => this.list?.focus?.(path);

    private onChange = (list: ImmutableList, metadata?: unknown) =>
      this.props.onChange(list.size > 0 ? list.first() : undefined, metadata);

    render() {
      const { field, value, ...rest } = this.props;
      const present = isPresent(value);
      return createElement(ListControl, {
        ...rest,
        // One entry at most: no Add once it is there; its fields open, as an object's are.
        field: field.set("allow_add", !present).set("collapsed", false),
        value: asList(field, value),
        onChange: this.onChange,
        ref: (control) => {
          this.list = control;
        },
      });
    }
  };
