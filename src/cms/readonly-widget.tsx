import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";

type ReadonlyControlProps = CmsWidgetControlProps<string | undefined>;

/**
 * A field the editor shows but cannot change (a page's address: links across
 * the site point at it). It keeps the editor's own field style (the editor's
 * page does not load the site's styles); the field's hint says why it is
 * fixed. A class component, as Decap hands its controls a ref.
 */
export class ReadonlyControl extends Component<ReadonlyControlProps> {
  render() {
    const { value = "", forID, classNameWrapper } = this.props;
    return (
      <input
        id={forID}
        className={classNameWrapper}
        type="text"
        value={value}
        readOnly
        aria-readonly="true"
      />
    );
  }
}

export const ReadonlyPreview = ({ value }: { value?: string }) => <span>{value}</span>;
