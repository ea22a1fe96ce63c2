import { render, screen } from '@testing-library/react';
import { SectionHeading } from '@/client/features/home/SectionHeading';

describe('home section headings', () => {
  it("show 'Our Sole Agents' in capitals like the section titles written in capitals", () => {
    render(<SectionHeading id="partners-title" title="Our Sole Agents" lead="The makers we represent." />);

    const heading = screen.getByRole('heading', { level: 2, name: 'Our Sole Agents' });
    expect(getComputedStyle(heading).textTransform).toBe('uppercase');
  });
});
