// A search box that only leads to the search page (the course tab's head): drawn like NutUI's round SearchBar but
// made of plain views, so the tab's first load neither carries nor renders an input it never uses.
import { Text, View } from '@tarojs/components'
import { Search } from '@nutui/icons-react-taro'
import './search-entry.scss'

interface Props {
  placeholder: string
  onOpen: () => void
  className?: string
}

export function SearchEntry({ placeholder, onOpen, className }: Props) {
  return (
    <View className={`search-entry ${className ?? ''}`} role='button' aria-label={placeholder} onClick={onOpen}>
      <Search className='search-entry__icon' size={16} />
      <Text className='search-entry__placeholder'>{placeholder}</Text>
    </View>
  )
}
