import { fireEvent, render, screen, waitFor } from "@testing-library/react";

import { filesWithExamples } from "../test-utils/page-fixtures";
import { ConsultantControl, consultantNames, consultantNote } from "./consultant-widget";

/** The page files as Decap's search gives them: About with the made-up consultants, the rest as they are. */
const pagesWithExamples = () =>
  Object.entries(filesWithExamples("aboutus"))
    .filter(([file]) => file.startsWith("pages/"))
    .map(([, data]) => ({ data }));
const names = consultantNames(pagesWithExamples().map((hit) => hit.data));

const control = (value: string, pages = pagesWithExamples()) => {
  const onChange = jest.fn();
  const query = jest.fn().mockResolvedValue({ payload: { hits: pages } });
  render(
    <ConsultantControl
      value={value}
      onChange={onChange}
      forID="author"
      classNameWrapper="box"
      query={query}
    />,
  );
  return { onChange, query };
};

describe("the editor's consultant field", () => {
  it("reads the consultants the pages list, each once, as the site does", () => {
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    expect(consultantNames([])).toEqual([]);
  });

  it("offers the listed consultants by name, from Decap's search of the pages", async () => {
    const { query } = control(names[0]);
    expect(query).toHaveBeenCalledWith("author", "pages", ["path"], "");
    const box = screen.getByRole("combobox");
    await waitFor(() => expect(box.getAttribute("list")).toBe("author-consultants"));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll("#author-consultants option")].map((o) =>
        o.getAttribute("value"),
      );
      expect(found).toEqual(names);
      return found;
    });
    expect(options).toContain(names[0]);
    // A listed name: nothing to say.
    expect(box).not.toHaveAttribute("aria-describedby");
  });

  it("keeps a stand-in as it is and says that nobody listed has that name; typing changes the value", async () => {
    const { onChange } = control("Author to be named");
    const box = screen.getByRole("combobox");
    expect(box).toHaveValue("Author to be named");
    const note = await screen.findByText(/"Author to be named" is not a consultant listed on the About page/);
    expect(box).toHaveAttribute("aria-describedby", note.id);
    fireEvent.change(box, { target: { value: names[1] } });
    expect(onChange).toHaveBeenCalledWith(names[1]);
  });

  it("says when nobody is listed yet, where to add them", async () => {
    control("Author to be named", [{ data: { sections: [] } }]);
    expect(await screen.findByText(/No consultant is listed on the About page yet/)).toBeInTheDocument();
    expect(consultantNote("", null)).toBeNull();
    expect(consultantNote(` ${names[0]} `, names)).toBeNull();
  });
});
